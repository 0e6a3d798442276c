// The isomorphic pixiv client: PKCE, the app API and OAuth client, token renewal scheduling.
export * from "./pkce.js";
export * from "./app-api-error.js";
export * from "./answers.js";
export * from "./backoff.js";
export * from "./app-api-transport.js";
export * from "./app-api-client.js";
export * from "./token-schedule.js";
