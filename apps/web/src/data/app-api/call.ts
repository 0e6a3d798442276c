/**
 * How the app-API source calls pixiv: through the isomorphic client of @pxv/pixiv (which renews the
 * access token), with its failures turned into DataSourceErrors and bodies checked against the
 * wire schemas, which load on demand like everywhere else.
 */
import { AppApiClientError, type AppApiClient, type AppApiErrorKind } from "@pxv/pixiv";
import { DataSourceError, type DataErrorKind } from "../errors";
import { loadWireSchemas, type WireSchemas } from "../load-wire-schemas";
import { validate, type Schema } from "../proxy/client";

const KINDS: Record<AppApiErrorKind, DataErrorKind> = {
  invalid_grant: "unknown",
  rate_limited: "rate_limited",
  not_found: "not_found",
  bad_request: "unknown",
  network: "network",
  server: "upstream",
};

/** Any failure of the client as a DataSourceError (a caller's cancel stays a cancel). */
export function asDataSourceError(error: unknown, signal?: AbortSignal): unknown {
  if (signal?.aborted === true || error instanceof DataSourceError) return error;
  if (error instanceof AppApiClientError) {
    return new DataSourceError(KINDS[error.kind], error.message, { status: error.status, cause: error });
  }
  return new DataSourceError("unknown", String(error), { cause: error });
}

export interface AppApiCaller {
  readonly client: AppApiClient;
  /** GET and validate against the named wire schema. */
  get<T>(
    pick: (schemas: WireSchemas) => Schema<T>,
    path: string,
    query?: Readonly<Record<string, string | number | undefined>>,
    signal?: AbortSignal,
  ): Promise<T>;
  post(path: string, form: Parameters<AppApiClient["post"]>[1], signal?: AbortSignal): Promise<void>;
  /** The signed-in account's id. */
  me(): Promise<number>;
}

export function createAppApiCaller(client: AppApiClient): AppApiCaller {
  return {
    client,
    async get(pick, path, query, signal) {
      try {
        const [body, schemas] = await Promise.all([client.get(path, query, signal), loadWireSchemas()]);
        return validate(pick(schemas), body, path.split("?", 1)[0] ?? path);
      } catch (error) {
        throw asDataSourceError(error, signal);
      }
    },
    async post(path, form, signal) {
      try {
        await client.post(path, form, signal);
      } catch (error) {
        throw asDataSourceError(error, signal);
      }
    },
    async me() {
      try {
        return (await client.ensureAuth()).user.id;
      } catch (error) {
        throw asDataSourceError(error);
      }
    },
  };
}
