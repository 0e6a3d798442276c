/**
 * Starts the sandbox: one Fastify instance per emulated pixiv host, each on a free loopback port, all
 * answering from one catalogue and one sign-in state. The hosts are a list (`hosts` below): adding an
 * emulated host is adding one entry and one `SandboxUrls` field. The image hosts share one
 * byte-bounded picture cache.
 */
import { ACCESS_TOKEN_LIFETIME_SECONDS } from "@pxv/pixiv";
import type { FastifyInstance } from "fastify";
import { createAppApiHost } from "./app-api/app-api-host.js";
import { createCatalogue, DEFAULT_SEED } from "./catalogue/catalogue.js";
import { createBooruHost } from "./booru/booru-host.js";
import { clockFromEnvironment, type SandboxClock } from "./clock.js";
import {
  ajaxFaultBodies,
  appApiFaultBodies,
  booruFaultBodies,
  nginxFaultBodies,
  type FaultResponder,
} from "./control/fault-bodies.js";
import { faultInjection } from "./control/fault-plugin.js";
import {
  createFaultStore,
  faultStoreFromEnvironment,
  type FaultRulesInput,
  type FaultStore,
} from "./control/fault-store.js";
import { createPeripheralHosts } from "./control/peripheral-hosts.js";
import { createWorkWithdrawals, withoutWithdrawn } from "./control/work-withdrawals.js";
import { createImageHost, createPictureCache } from "./images/image-host.js";
import { orderIPximgPicture, orderSPximgPicture } from "./images/picture-orders.js";
import { createOAuthHost } from "./oauth/oauth-host.js";
import { createTokenStore } from "./oauth/token-store.js";
import { createPixivision } from "./pixivision/pixivision.js";
import { createAccountStates } from "./state/account-state.js";
import { createWwwHost } from "./www/www-host.js";

/** Base URLs of the emulated hosts, e.g. `http://127.0.0.1:40123` (no trailing slash). */
export interface SandboxUrls {
  /** app-api.pixiv.net, including the PKCE login pages under `/web/v1/`. */
  appApi: string;
  /** oauth.secure.pixiv.net: `POST /auth/token`. */
  oauth: string;
  iPximg: string;
  sPximg: string;
  /** www.pixiv.net: pages with the CSRF token, `/ajax/*`, `/ranking.php` (web-login mode). */
  www: string;
  /** www.pixivision.net: article lists and articles (README "Peripheral hosts"). */
  pixivision: string;
  /** sketch.pixiv.net: lives API, live websocket `/ws/lives`, HLS. */
  sketch: string;
  /** SauceNAO-style image search: `POST /search.php`. */
  imageSearch: string;
  /** OpenAI-style translation: `POST /v1/chat/completions`. */
  translation: string;
  /** The sandbox's own control: `GET/POST/PUT/DELETE /faults`, `/works` (works taken down for tests). */
  control: string;
  /** Danbooru (pid-recover): `GET /posts.json?tags=pixiv:<id>`, pictures under `/data/`. */
  danbooru: string;
  /** Gelbooru (pid-recover): `GET /index.php?page=dapi&s=post&q=index&json=1&tags=pixiv_id:<id>`. */
  gelbooru: string;
  /** Yande.re (pid-recover): `GET /post.json?tags=pixiv:<id>`. */
  yandere: string;
}

export interface Sandbox {
  urls: SandboxUrls;
  /** The live fault rules every host obeys (README "Misbehaviour on request"). */
  faults: FaultStore;
  /** The sandbox's clock (README "Clock"): what "now" is for the catalogue and the tokens. */
  now: SandboxClock;
  close(): Promise<void>;
}

export interface SandboxOptions {
  /** Chooses the catalogue; default DEFAULT_SEED. */
  seed?: string;
  /** Interface to listen on; default 127.0.0.1. */
  host?: string;
  /** Fastify's request logging; default off. */
  logger?: boolean;
  /** `expires_in` of issued access tokens; default ACCESS_TOKEN_LIFETIME_SECONDS. Tests shorten it. */
  accessTokenLifetimeSeconds?: number;
  /** Initial fault rules; default those of PXV_SANDBOX_FAULTS (none when unset). */
  faults?: FaultRulesInput;
  /** The clock; default the one PXV_SANDBOX_CLOCK starts (the machine's when unset). */
  clock?: SandboxClock;
}

/** Error bodies of injected faults on the pixiv hosts (the peripheral hosts choose their own). */
const FAULT_RESPONDERS: Readonly<Record<string, FaultResponder>> = {
  appApi: appApiFaultBodies,
  oauth: appApiFaultBodies,
  iPximg: nginxFaultBodies,
  sPximg: nginxFaultBodies,
  // www.pixiv.net: pxv calls its /ajax endpoints (and ranking.php, which fails the same way).
  www: ajaxFaultBodies,
  danbooru: booruFaultBodies,
  gelbooru: booruFaultBodies,
  yandere: booruFaultBodies,
};

/** Memory the generated pictures may keep. */
const PICTURE_CACHE_BYTES = 128 * 1024 * 1024;

async function listenOnFreePort(app: FastifyInstance, host: string): Promise<string> {
  await app.listen({ host, port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === "string") throw new Error("The sandbox host has no TCP address");
  const hostname = address.family === "IPv6" ? `[${address.address}]` : address.address;
  return `http://${hostname}:${address.port}`;
}

export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const host = options.host ?? "127.0.0.1";
  const logger = options.logger ?? false;
  // Works the control host takes down (work-withdrawals.ts) are gone from the catalogue every host reads.
  const withdrawals = createWorkWithdrawals();
  const catalogue = withoutWithdrawn(createCatalogue(options.seed ?? DEFAULT_SEED), withdrawals);
  const now = options.clock ?? clockFromEnvironment();
  const tokens = createTokenStore({
    now,
    accessTokenLifetimeSeconds: options.accessTokenLifetimeSeconds ?? ACCESS_TOKEN_LIFETIME_SECONDS,
  });
  const states = createAccountStates();
  const pixivision = createPixivision(catalogue);
  const faults =
    options.faults === undefined ? faultStoreFromEnvironment() : createFaultStore(options.faults);
  const peripherals = createPeripheralHosts({ catalogue, faults, now, logger, pixivision, withdrawals });
  const pictures = createPictureCache(PICTURE_CACHE_BYTES);

  const hosts: ReadonlyArray<readonly [keyof SandboxUrls, FastifyInstance]> = [
    ["appApi", createAppApiHost({ catalogue, now, states }, tokens, logger, pixivision, peripherals.sketch)],
    ["oauth", createOAuthHost(tokens, logger)],
    [
      "iPximg",
      createImageHost({
        orderPicture: (path) => {
          const order = orderIPximgPicture(catalogue, now(), path);
          // Image search finds again the pictures this host has served.
          if (order !== null) peripherals.colourIndex.notePicture(path);
          return order;
        },
        cache: pictures,
        cacheNamespace: "i",
        logger,
      }),
    ],
    [
      "sPximg",
      createImageHost({ orderPicture: orderSPximgPicture, cache: pictures, cacheNamespace: "s", logger }),
    ],
    ["www", createWwwHost({ catalogue, now, states }, logger)],
    ["pixivision", peripherals.apps.pixivision],
    ["sketch", peripherals.apps.sketch],
    ["imageSearch", peripherals.apps.imageSearch],
    ["translation", peripherals.apps.translation],
    ["control", peripherals.apps.control],
    ...(["danbooru", "gelbooru", "yandere"] as const).map(
      (booru) => [booru, createBooruHost({ booru, catalogue, now, cache: pictures, logger })] as const,
    ),
  ];

  try {
    // The pixiv hosts misbehave on request too (the peripheral hosts register the plugin themselves).
    for (const [name, app] of hosts) {
      const responder = FAULT_RESPONDERS[name];
      if (responder !== undefined) await app.register(faultInjection, { faults, host: name, responder });
    }
    const bases = await Promise.all(hosts.map(([, app]) => listenOnFreePort(app, host)));
    const urls = Object.fromEntries(
      hosts.map(([name], index) => [name, bases[index]]),
    ) as unknown as SandboxUrls;
    return {
      urls,
      faults,
      now,
      close: async () => {
        await Promise.all(hosts.map(([, app]) => app.close()));
      },
    };
  } catch (error) {
    await Promise.allSettled(hosts.map(([, app]) => app.close()));
    throw error;
  }
}
