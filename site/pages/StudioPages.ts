// One chunk for the Studio, loaded only on its pages: never part of a marketing page or the widget.
export { StudioChannelPage, StudioPage } from './StudioPage'
