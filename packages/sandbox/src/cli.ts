#!/usr/bin/env node
/**
 * Runs the sandbox on its own: `node packages/sandbox/dist/cli.js [--seed <seed>] [--host <host>]
 * [--log]` prints the base URL of each emulated host and the demo accounts, and serves until Ctrl-C.
 */
import { parseArgs } from "node:util";
import { SANDBOX_ACCOUNTS, SANDBOX_SERVER_ACCOUNT } from "./accounts.js";
import { DEFAULT_SEED } from "./catalogue/catalogue.js";
import { startSandbox } from "./sandbox.js";

const { values } = parseArgs({
  options: {
    seed: { type: "string", default: DEFAULT_SEED },
    host: { type: "string", default: "127.0.0.1" },
    log: { type: "boolean", default: false },
  },
});

const sandbox = await startSandbox({ seed: values.seed, host: values.host, logger: values.log });
/** pixiv's host names, for the keys of SandboxUrls this CLI knows; others are printed by key. */
const HOST_NAMES: Readonly<Record<string, string>> = {
  appApi: "app-api.pixiv.net",
  oauth: "oauth.secure.pixiv.net",
  iPximg: "i.pximg.net",
  sPximg: "s.pximg.net",
  www: "www.pixiv.net",
  pixivision: "www.pixivision.net",
  sketch: "sketch.pixiv.net",
  imageSearch: "image search",
  translation: "translation",
  control: "fault control",
};

console.log(`pxv sandbox (seed "${values.seed}")`);
for (const [key, url] of Object.entries(sandbox.urls)) {
  console.log(`  ${(HOST_NAMES[key] ?? key).padEnd(24)} ${String(url)}`);
}
console.log("");
console.log("Demo accounts (log in at the app API host's /web/v1/login, or use the refresh token):");
for (const account of SANDBOX_ACCOUNTS) {
  const role = account === SANDBOX_SERVER_ACCOUNT ? "  (pxv server)" : "";
  console.log(
    `  ${account.account.padEnd(12)} password ${account.password.padEnd(22)} id ${account.id}${role}`,
  );
  console.log(`  ${"".padEnd(12)} refresh token ${account.refreshToken}`);
  console.log(`  ${"".padEnd(12)} PHPSESSID     ${account.sessionId}`);
}
console.log("Ctrl-C stops it.");

const stop = (): void => {
  sandbox.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
