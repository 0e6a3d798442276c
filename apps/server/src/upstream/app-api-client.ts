/**
 * The server's client for pixiv's app API: builds requests the way pixiv's iOS app does (wire format
 * §1.2), sends them through one keep-alive pool, and returns pixiv's status and JSON body untouched
 * so that the HibiAPI routes can pass them through. Network failures and non-JSON answers become
 * UpstreamError (502).
 */
import { Agent, request } from "undici";
import { API_TIMEOUT_MS } from "@pxv/pixiv";
import { UpstreamError } from "./errors.js";

export interface AppApiResponse {
  readonly statusCode: number;
  readonly body: unknown;
}

export type QueryValue = string | number | boolean | undefined;

const APP_HEADERS = {
  "app-os": "ios",
  "app-os-version": "14.6",
  "user-agent": "PixivIOSApp/7.13.3 (iOS 14.6; iPhone13,2)",
} as const;

export interface AppApiClient {
  get(path: string, query: Record<string, QueryValue>, language?: string): Promise<AppApiResponse>;
  close(): Promise<void>;
}

export function createAppApiClient(baseUrl: string): AppApiClient {
  const dispatcher = new Agent({
    connections: 32,
    headersTimeout: API_TIMEOUT_MS,
    bodyTimeout: API_TIMEOUT_MS,
  });

  return {
    async get(path, query, language = "zh-cn") {
      const url = new URL(path, `${baseUrl}/`);
      for (const [key, value] of Object.entries(query)) {
        if (value !== undefined) url.searchParams.set(key, String(value));
      }
      let response;
      try {
        response = await request(url, {
          method: "GET",
          dispatcher,
          headers: { ...APP_HEADERS, "accept-language": language },
        });
      } catch (error) {
        throw new UpstreamError("app-api", (error as Error).message);
      }
      const text = await response.body.text();
      try {
        return { statusCode: response.statusCode, body: JSON.parse(text) as unknown };
      } catch {
        throw new UpstreamError("app-api", `answered ${response.statusCode} with a body that is not JSON`);
      }
    },
    close: () => dispatcher.close(),
  };
}
