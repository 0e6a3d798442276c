// hls.js ships no types for its light build (package export "hls.js/light"): it is the full build's API minus subtitles, alternate audio and DRM.
declare module "hls.js/light" {
  export { default } from "hls.js";
}
