// `npm start`: install what is missing (ffmpeg included, as `npm test` does: the server makes ugoira
// videos with it), build what changed, and serve the viewer (on the built-in sandbox when no pixiv
// account is configured). With nothing changed since the last start it installs and builds nothing
// and serves within seconds. The server itself prints its URL and handles Ctrl-C.
import { ensureBuilt, ensureDebianPackages, ensureDependencies, ROOT } from "./setup.mjs";

try {
  ensureDependencies();
  ensureBuilt();
} catch (error) {
  console.error(`pxv: ${error.message}`);
  process.exit(1);
}
try {
  ensureDebianPackages({ ffmpeg: "ffmpeg" });
} catch (error) {
  // Without ffmpeg the viewer still works; the app offers no server-made videos and says why.
  console.warn(`pxv: ${error.message} (server-made ugoira videos stay off until then)`);
}
await import(`${ROOT}apps/server/dist/main.js`);
