// The stylesheet, imported by define.ts alone and as its last import, so the bundler puts its
// 7 kB of CSS text near the end of the widget module: in the middle of the code it cut
// gzip's 32 kB window in two and cost about 2 kB (issue 17, one start file).
export { WIDGET_CSS, widgetStyleSheet } from '../ui/styles'
