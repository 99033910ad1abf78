// One chunk for the pages that show a channel on air: the QR code and on-air screen they
// share travel with them instead of weighing on every marketing page.
export { DemoChannelPage } from './DemoChannelPage'
export { EuronewsTravelPage } from './EuronewsTravelPage'
