/**
 * The app-API and web-login implementations of the DataSource (design brief: three implementations
 * chosen by login mode). They are shells for the sign-in issue to fill: app-API mode calls the
 * `packages/pixiv` client through the server's relay (/pixiv-app-api/*, the user's own bearer
 * token); web mode calls pixiv's ajax API through /api/pixiv-now/http/* with the session cookie.
 * Until then every method, whatever its name, says plainly that the mode is not available.
 */
import type { DataSource } from "./data-source";
import { DataSourceError } from "./errors";

function unavailableSource(mode: string): DataSource {
  const reject = (): Promise<never> =>
    Promise.reject(new DataSourceError("unknown", `The ${mode} data source arrives with sign-in`));
  return new Proxy({} as DataSource, { get: () => reject });
}

export function createAppApiSource(): DataSource {
  return unavailableSource("app-API");
}

export function createWebSource(): DataSource {
  return unavailableSource("web");
}
