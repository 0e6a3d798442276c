#!/usr/bin/env node
/**
 * Runs the sandbox on its own: `node packages/sandbox/dist/cli.js [--seed <seed>] [--host <host>]
 * [--log]` prints the base URL of each emulated host and serves until Ctrl-C.
 */
import { parseArgs } from "node:util";
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
console.log(`pxv sandbox (seed "${values.seed}")`);
console.log(`  app-api.pixiv.net  ${sandbox.urls.appApi}`);
console.log(`  i.pximg.net        ${sandbox.urls.iPximg}`);
console.log(`  s.pximg.net        ${sandbox.urls.sPximg}`);
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
