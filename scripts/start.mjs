// `npm start`: install what is missing, build, and serve the viewer (on the built-in sandbox when no
// pixiv account is configured). The server itself prints its URL and handles Ctrl-C.
import { build, ensureDependencies, ROOT } from "./setup.mjs";

try {
  ensureDependencies();
  build();
} catch (error) {
  console.error(`pxv: ${error.message}`);
  process.exit(1);
}
await import(`${ROOT}apps/server/dist/main.js`);
