/**
 * Starts the sandbox: one Fastify instance per emulated pixiv host (app-api.pixiv.net, i.pximg.net,
 * s.pximg.net), each on a free loopback port, all answering from one catalogue. The image hosts
 * share one byte-bounded picture cache.
 */
import type { FastifyInstance } from "fastify";
import { createAppApiHost } from "./app-api/app-api-host.js";
import { createCatalogue, DEFAULT_SEED } from "./catalogue/catalogue.js";
import { createByteLru } from "./images/byte-lru.js";
import type { StoredImage } from "./images/image-delivery.js";
import { createImageHost } from "./images/image-host.js";
import { orderIPximgPicture, orderSPximgPicture } from "./images/picture-orders.js";

/** Base URLs of the emulated hosts, e.g. `http://127.0.0.1:40123` (no trailing slash). */
export interface SandboxUrls {
  appApi: string;
  iPximg: string;
  sPximg: string;
}

export interface Sandbox {
  urls: SandboxUrls;
  close(): Promise<void>;
}

export interface SandboxOptions {
  /** Chooses the catalogue; default DEFAULT_SEED. */
  seed?: string;
  /** Interface to listen on; default 127.0.0.1. */
  host?: string;
  /** Fastify's request logging; default off. */
  logger?: boolean;
}

/** Memory the generated pictures may keep. */
const PICTURE_CACHE_BYTES = 128 * 1024 * 1024;
/** Bookkeeping per cached picture besides its bytes. */
const PICTURE_ENTRY_OVERHEAD = 256;

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
  const catalogue = createCatalogue(options.seed ?? DEFAULT_SEED);
  const now = (): Date => new Date();
  const pictures = createByteLru<StoredImage>(
    PICTURE_CACHE_BYTES,
    (image) => image.bytes.length + PICTURE_ENTRY_OVERHEAD,
  );

  const appApi = createAppApiHost({ catalogue, now }, logger);
  const iPximg = createImageHost({
    orderPicture: (path) => orderIPximgPicture(catalogue, now(), path),
    cache: pictures,
    cacheNamespace: "i",
    logger,
  });
  const sPximg = createImageHost({
    orderPicture: orderSPximgPicture,
    cache: pictures,
    cacheNamespace: "s",
    logger,
  });
  const hosts = [appApi, iPximg, sPximg];

  try {
    const [appApiUrl, iPximgUrl, sPximgUrl] = await Promise.all(
      hosts.map((app) => listenOnFreePort(app, host)),
    );
    return {
      urls: { appApi: appApiUrl as string, iPximg: iPximgUrl as string, sPximg: sPximgUrl as string },
      close: async () => {
        await Promise.all(hosts.map((app) => app.close()));
      },
    };
  } catch (error) {
    await Promise.allSettled(hosts.map((app) => app.close()));
    throw error;
  }
}
