/**
 * Chooses the DataSource by login mode (PRODUCT.md §4 "Login modes: app login, web login, none") and the
 * configured API base and image host (settings → preference). Screens never know which answered.
 * The signed-in sources are composed over the proxy source (signed-in-sources.ts). main.tsx loads
 * this module only when someone is signed in; otherwise it builds the proxy source directly.
 */
import type { AppApiClient } from "@pxv/pixiv";
import type { LoginMode } from "../session/session";
import type { DataSource } from "./data-source";
import { createProxySource, proxyOptionsFromSettings } from "./proxy-source";
import { createAppApiSource, createWebSource } from "./signed-in-sources";
import type { WebClient } from "./web/client";

export type { LoginMode } from "../session/session";

export interface SourceConfig {
  readonly loginMode: LoginMode;
  /** HibiAPI-compatible base; empty = this server's /api/pixiv. */
  readonly apiBase: string;
  /** Replaces https://i.pximg.net in image URLs; empty = this server's /- proxy. */
  readonly imageHost: string;
  /** App mode: the signed-in client (features/account/sign-in-boot.ts builds it). */
  readonly app?: AppApiClient;
  /** Web mode: the session's client and the account's id once known. */
  readonly web?: { readonly client: WebClient; readonly userId: () => number | null };
}

export function createDataSource(config: SourceConfig): DataSource {
  const options = proxyOptionsFromSettings(config.apiBase, config.imageHost);
  const proxySource = createProxySource(options);
  if (config.loginMode === "none") return proxySource;
  const proxy = proxySource.proxyClient;
  if (config.loginMode === "app" && config.app !== undefined) {
    return createAppApiSource({
      client: config.app,
      fallback: proxySource,
      rewriteImage: (url) => proxy.rewriteImage(url),
    });
  }
  if (config.loginMode === "web" && config.web !== undefined) {
    return createWebSource({ ...config.web, fallback: proxySource, proxy });
  }
  return proxySource;
}
