// hls.js's light build (no subtitles, EME, CMCD or alternate audio) has the full build's API
// for what it keeps; its package gives it no types of its own.
declare module 'hls.js/light' {
  export { default } from 'hls.js'
}
