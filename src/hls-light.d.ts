/** hls.js's light build (no subtitles, alternate audio or DRM: none of which the app uses) has the same API. */
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
