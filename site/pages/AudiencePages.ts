// One chunk for the audience pages (/channels, /brands, /viewers): their copy and drawings
// load with them instead of weighing on /home and every other page.
export { BrandsPage } from './audience/BrandsPage'
export { ChannelsPage } from './audience/ChannelsPage'
export { ViewersPage } from './audience/ViewersPage'
