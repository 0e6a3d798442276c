/**
 * The abuse limits of a public instance — per-client request rates on the API, the relays and the
 * image proxy, in-flight caps, each client's share of the upstream pools, image bandwidth per client
 * and the image proxy's Referer/Origin rule — with their defaults and the environment variables that set them (docs/CONFIGURATION.md).
 */
import { z } from "zod";

export interface AbuseLimits {
  /** Requests per client per minute on the sign-in relays (`/pixiv-app-api/*`, `/pixiv-oauth/*`, `/api/pixiv-now/*`); 0 is off. */
  readonly relayPerMinute: number;
  /** Picture requests per client per minute on the image proxy (`/-/*`, `/~/*`); 0 is off. */
  readonly imagePerMinute: number;
  /** Picture bytes the image proxy sends one client per minute; 0 is off. */
  readonly imageBytesPerMinute: number;
  /** Requests one client may have in flight on the API, relays and image proxy at once; 0 is off. */
  readonly clientConcurrency: number;
  /** Requests that may reach upstream in flight at once, all clients together; 0 is off. */
  readonly upstreamConcurrency: number;
  /**
   * Connections of each upstream pool (the app API's and www's have 32) one client may use at once;
   * its other calls wait their turn (upstream/upstream-pool.ts). At most the pool's less one; 0 is off.
   */
  readonly clientUpstreamShare: number;
  /** Refuse pictures to pages of other sites (by `Origin`, `Referer`, `Sec-Fetch-Site`). */
  readonly imageSameOriginOnly: boolean;
  /** Other origins whose pages may show this instance's pictures (`https://host[:port]`). */
  readonly imageAllowedOrigins: readonly string[];
  /**
   * Requests to pixiv per minute that checks of follows (Updates, the feeds) may cause, the whole
   * instance together (abuse/updates-budget.ts); cached answers cost nothing. 0 is off.
   */
  readonly updatesUpstreamPerMinute: number;
  /**
   * Calls to the translation service (novel and picture translation) one address may cause a minute
   * (abuse/translation-budget.ts); cached answers cost nothing. 0 is off.
   */
  readonly translationPerMinute: number;
}

export const DEFAULT_ABUSE_LIMITS: AbuseLimits = {
  relayPerMinute: 300,
  imagePerMinute: 3000,
  imageBytesPerMinute: 1024 * 1024 * 1024,
  clientConcurrency: 64,
  upstreamConcurrency: 512,
  clientUpstreamShare: 8,
  imageSameOriginOnly: false,
  imageAllowedOrigins: [],
  updatesUpstreamPerMinute: 120,
  translationPerMinute: 60,
};

/** Every limit off: tests that make many requests from one address start from this. */
export const NO_ABUSE_LIMITS: AbuseLimits = {
  relayPerMinute: 0,
  imagePerMinute: 0,
  imageBytesPerMinute: 0,
  clientConcurrency: 0,
  upstreamConcurrency: 0,
  clientUpstreamShare: 0,
  imageSameOriginOnly: false,
  imageAllowedOrigins: [],
  updatesUpstreamPerMinute: 0,
  translationPerMinute: 0,
};

const count = (what: string, fallback: number) =>
  z.coerce
    .number({ error: `must be a whole number of ${what}` })
    .int("must be a whole number")
    .min(0, "must be 0 (off) or more")
    .default(fallback);

const origin = z
  .url({ protocol: /^https?$/, error: "must be a list of http(s) origins" })
  .transform((url) => new URL(url).origin);

/** The variables, read with the server's other settings (config.ts). */
export const ABUSE_VARIABLES = {
  PXV_RELAY_RATE_LIMIT_PER_MINUTE: count("requests", DEFAULT_ABUSE_LIMITS.relayPerMinute),
  PXV_IMAGE_RATE_LIMIT_PER_MINUTE: count("requests", DEFAULT_ABUSE_LIMITS.imagePerMinute),
  PXV_IMAGE_MB_PER_MINUTE: z.coerce
    .number({ error: "must be a number of megabytes" })
    .min(0, "must be 0 (off) or more")
    .default(DEFAULT_ABUSE_LIMITS.imageBytesPerMinute / 1024 / 1024),
  PXV_CLIENT_CONCURRENCY: count("requests", DEFAULT_ABUSE_LIMITS.clientConcurrency),
  PXV_UPSTREAM_CONCURRENCY: count("requests", DEFAULT_ABUSE_LIMITS.upstreamConcurrency),
  PXV_CLIENT_UPSTREAM_SHARE: count("connections", DEFAULT_ABUSE_LIMITS.clientUpstreamShare),
  PXV_IMAGE_SAME_ORIGIN: z
    .enum(["true", "false", "1", "0"], { error: "must be true or false" })
    .transform((value) => value === "true" || value === "1")
    .default(false),
  PXV_IMAGE_ALLOWED_ORIGINS: z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((item) => item.trim())
        .filter((item) => item !== ""),
    )
    .pipe(z.array(origin))
    .default([]),
  PXV_UPDATES_UPSTREAM_PER_MINUTE: count("requests", DEFAULT_ABUSE_LIMITS.updatesUpstreamPerMinute),
  PXV_TRANSLATION_PER_MINUTE: count("translations", DEFAULT_ABUSE_LIMITS.translationPerMinute),
} as const;

type AbuseVariables = { [K in keyof typeof ABUSE_VARIABLES]: z.output<(typeof ABUSE_VARIABLES)[K]> };

export function abuseLimitsFrom(vars: AbuseVariables): AbuseLimits {
  return {
    relayPerMinute: vars.PXV_RELAY_RATE_LIMIT_PER_MINUTE,
    imagePerMinute: vars.PXV_IMAGE_RATE_LIMIT_PER_MINUTE,
    imageBytesPerMinute: Math.round(vars.PXV_IMAGE_MB_PER_MINUTE * 1024 * 1024),
    clientConcurrency: vars.PXV_CLIENT_CONCURRENCY,
    upstreamConcurrency: vars.PXV_UPSTREAM_CONCURRENCY,
    clientUpstreamShare: vars.PXV_CLIENT_UPSTREAM_SHARE,
    imageSameOriginOnly: vars.PXV_IMAGE_SAME_ORIGIN,
    imageAllowedOrigins: vars.PXV_IMAGE_ALLOWED_ORIGINS,
    updatesUpstreamPerMinute: vars.PXV_UPDATES_UPSTREAM_PER_MINUTE,
    translationPerMinute: vars.PXV_TRANSLATION_PER_MINUTE,
  };
}
