/**
 * The sandbox's peripheral hosts, built together for `startSandbox`: www.pixivision.net, sketch.pixiv.net
 * (lives, websocket, HLS), the image search (SauceNAO), the translation service (chat completions)
 * and the control host that edits the fault rules. They share the catalogue, the clock and the
 * fault store with the pixiv hosts; the pixivision and Sketch models are exposed so the app API
 * can answer `/v1/spotlight/articles` and `/v1/live/list` from the same data, and the colour
 * index so the i.pximg.net host can note what it serves (image search finds those pictures).
 * Nothing is computed until a request asks.
 */
import type { FastifyInstance } from "fastify";
import type { Catalogue } from "../catalogue/catalogue.js";
import { createColourIndex, type ColourIndex } from "../image-search/colour-index.js";
import { createImageSearchHost } from "../image-search/image-search-host.js";
import { createPixivisionHost } from "../pixivision/pixivision-host.js";
import { createPixivision, type Pixivision } from "../pixivision/pixivision.js";
import { createSketchHost } from "../sketch/sketch-host.js";
import { createSketch, type Sketch } from "../sketch/sketch.js";
import { createTranslationHost } from "../translation/translation-host.js";
import { createControlHost } from "./control-host.js";
import type { FaultStore } from "./fault-store.js";
import type { WorkWithdrawals } from "./work-withdrawals.js";

/** Base URLs of the peripheral hosts (fields of SandboxUrls). */
export interface PeripheralUrls {
  /** www.pixivision.net */
  pixivision: string;
  /** sketch.pixiv.net: lives API, live websocket, HLS */
  sketch: string;
  /** SauceNAO-style image search: `POST /search.php` */
  imageSearch: string;
  /** OpenAI-style translation: `POST /v1/chat/completions` */
  translation: string;
  /** The sandbox's fault control: `/faults` */
  control: string;
}

export interface PeripheralHosts {
  readonly apps: Readonly<Record<keyof PeripheralUrls, FastifyInstance>>;
  readonly pixivision: Pixivision;
  readonly sketch: Sketch;
  readonly colourIndex: ColourIndex;
}

export interface PeripheralHostOptions {
  readonly catalogue: Catalogue;
  readonly faults: FaultStore;
  readonly now: () => Date;
  readonly logger: boolean;
  /** The works the control host takes down for tests (work-withdrawals.ts). */
  readonly withdrawals?: WorkWithdrawals;
  /** Models to share with other hosts (the app API's spotlight and live list); made when absent. */
  readonly pixivision?: Pixivision;
  readonly sketch?: Sketch;
}

export function createPeripheralHosts(options: PeripheralHostOptions): PeripheralHosts {
  const { catalogue, faults, now, logger } = options;
  const pixivision = options.pixivision ?? createPixivision(catalogue);
  const sketch = options.sketch ?? createSketch(catalogue, now);
  const colourIndex = createColourIndex(catalogue, now);
  return {
    apps: {
      pixivision: createPixivisionHost({ catalogue, faults, logger, pixivision }),
      sketch: createSketchHost({ catalogue, faults, now, logger, sketch }),
      imageSearch: createImageSearchHost({ catalogue, index: colourIndex, faults, logger }),
      translation: createTranslationHost({ faults, logger }),
      control: createControlHost({
        faults,
        logger,
        ...(options.withdrawals === undefined ? {} : { withdrawals: options.withdrawals }),
      }),
    },
    pixivision,
    sketch,
    colourIndex,
  };
}

/** Starts every peripheral host with `listen` (which returns a host's base URL). */
export async function listenPeripheralHosts(
  hosts: PeripheralHosts,
  listen: (app: FastifyInstance) => Promise<string>,
): Promise<PeripheralUrls> {
  const { pixivision, sketch, imageSearch, translation, control } = hosts.apps;
  const [pixivisionUrl, sketchUrl, imageSearchUrl, translationUrl, controlUrl] = await Promise.all(
    [pixivision, sketch, imageSearch, translation, control].map(listen),
  );
  return {
    pixivision: pixivisionUrl as string,
    sketch: sketchUrl as string,
    imageSearch: imageSearchUrl as string,
    translation: translationUrl as string,
    control: controlUrl as string,
  };
}
