/**
 * Chooses the DataSource by login mode (spec §4 "Login modes: app login, web login, none") and the
 * configured API base and image host (settings → preference). Screens never know which answered.
 */
import type { DataSource } from "./data-source";
import { createProxySource, DEFAULT_API_BASE } from "./proxy-source";
import { createAppApiSource, createWebSource } from "./signed-in-sources";

export type LoginMode = "none" | "app" | "web";

export interface SourceConfig {
  readonly loginMode: LoginMode;
  /** HibiAPI-compatible base; empty = this server's /api/pixiv. */
  readonly apiBase: string;
  /** Replaces https://i.pximg.net in image URLs; empty = this server's /- proxy. */
  readonly imageHost: string;
}

export function createDataSource(config: SourceConfig): DataSource {
  if (config.loginMode === "app") return createAppApiSource();
  if (config.loginMode === "web") return createWebSource();
  return createProxySource({
    baseUrl: config.apiBase === "" ? DEFAULT_API_BASE : config.apiBase,
    ...(config.imageHost === "" ? {} : { imageBases: { iPximg: config.imageHost } }),
  });
}
