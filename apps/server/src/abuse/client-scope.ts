/**
 * Which client a request counts as (its address: the socket's, or X-Forwarded-For's behind a trusted
 * proxy), and which limit it counts against, by its path: the API (and its feeds), the sign-in relays, the image
 * proxy, or none (pages, assets, health, the OpenAPI document). The per-client limits and the
 * per-client share of the upstream pools (upstream/client-identity.ts) key on the same client.
 */
import type { FastifyRequest } from "fastify";
import { I_PXIMG_PROXY_PREFIX, S_PXIMG_PROXY_PREFIX } from "@pxv/pixiv";
import { GENERIC_PROXY_PREFIX } from "../route-schema/route-prefixes.js";

export const clientOf = (request: FastifyRequest): string => request.ip;

export type LimitScope = "api" | "relay" | "image";

const RELAY_PATH = /^\/(?:pixiv-app-api|pixiv-oauth|api\/pixiv-now)\//;
/** The API and the feeds made from it. */
const API_PATH = /^\/(?:api|feeds)\//;
const IMAGE_PREFIXES = [`${I_PXIMG_PROXY_PREFIX}/`, `${S_PXIMG_PROXY_PREFIX}/`, GENERIC_PROXY_PREFIX];

export function limitScope(url: string): LimitScope | null {
  if (RELAY_PATH.test(url)) return "relay";
  if (API_PATH.test(url)) return "api";
  if (IMAGE_PREFIXES.some((prefix) => url.startsWith(prefix))) return "image";
  return null;
}
