export { Badge } from './Badge'
export { Skeleton } from './Skeleton'
export { StateMessage } from './StateMessage'
export { WIDGET_CSS, widgetStyleSheet } from './styles'
