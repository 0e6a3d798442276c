/**
 * The app-API and web-login implementations of the DataSource (design brief: three implementations
 * chosen by login mode). They are shells for the sign-in issue to fill: app-API mode calls the
 * `packages/pixiv` client through the server's relay (/pixiv-app-api/*, the user's own bearer
 * token); web mode calls pixiv's ajax API through /api/pixiv-now/http/* with the session cookie.
 * Until then every method says plainly that the mode is not available.
 */
import type { DataSource } from "./data-source";
import { DataSourceError } from "./errors";

function unavailable(mode: string): DataSourceError {
  return new DataSourceError("unknown", `The ${mode} data source arrives with sign-in`);
}

export function createAppApiSource(): DataSource {
  return {
    getRanking: () => Promise.reject(unavailable("app-API")),
    getArtwork: () => Promise.reject(unavailable("app-API")),
  };
}

export function createWebSource(): DataSource {
  return {
    getRanking: () => Promise.reject(unavailable("web")),
    getArtwork: () => Promise.reject(unavailable("web")),
  };
}
