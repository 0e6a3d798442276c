/** @pxv/server — the pxv server as a library: configuration, the app builder and the starter. */
export { buildApp, type AppOptions } from "./app.js";
export { ConfigError, loadConfig, type ServerConfig, type UpstreamBases } from "./config.js";
export { startServer, type RunningServer } from "./server.js";
