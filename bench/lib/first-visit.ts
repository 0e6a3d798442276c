/**
 * What a first visit costs, read from Chromium's network log (CDP) — shared by the first-visit bench
 * and the browser tests (the size budget, the first screen with its scripts held back):
 * - the phone profile both measure with (network, CPU, window);
 * - every request of the visit, in order, with its start and end in milliseconds after the page's own
 *   request and its body's bytes as sent: Content-Length, else the bytes received less the headers'
 *   — compressed where the answer carries a Content-Encoding, as it is where it does not (the build
 *   keeps no compressed copy of a file under 256 bytes);
 * - when the first card picture was requested, and the bytes as sent by kind (JS+CSS, pictures,
 *   JSON, HTML);
 * - the import waves before the first card picture is requested: a script or style that is requested
 *   after one of wave n has finished arriving is of wave n + 1 (the ones the HTML names are wave 1).
 *   Chromium does not say which module imported a module, so the waves are read from timing: an
 *   upper bound of the chain of round trips, which is what a phone on a slow network pays;
 * - the bytes received by resource type (wire bytes, headers included).
 */
import type { CDPSession } from "playwright-core";

/**
 * The phone the first visit is measured on (issue 28): a slow 3G/4G link (150 ms added to each
 * request, 1.6 Mbit/s down, 750 kbit/s up, set through CDP's `Network.emulateNetworkConditions`), a
 * 4× slower CPU, and a 390 × 844 touch screen at 3 device pixels per CSS pixel (an iPhone 12–15's
 * size; the cards' pictures do not depend on the pixel ratio, so it changes no byte).
 */
export const PHONE = {
  network: {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  },
  cpuSlowdown: 4,
  context: {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  },
} as const;

/** Card pictures come through the image proxy's two prefixes. */
const CARD_IMAGE_PATH = /^\/[-~]\//;

/**
 * Resource types a card picture's request may carry: an `<img>` or an image preload is "Image"; a
 * preload started by a `103 Early Hints` answer is made before the page exists and may be reported
 * without a destination ("Other"). A `fetch` of a picture (a download) is not a card picture.
 */
const PICTURE_TYPES = new Set(["Image", "Other"]);

/** What a request carries, for the bytes by kind. */
export type RequestKind = "js" | "css" | "picture" | "json" | "html" | "other";

/** One request of the visit. */
export interface RequestFigure {
  /** Same-origin path and query (the full URL for another origin). */
  readonly url: string;
  readonly path: string;
  /** CDP's resource type ("Document", "Script", "Image", "Fetch"…). */
  readonly type: string;
  readonly kind: RequestKind;
  /** Milliseconds after the page's own request was sent. */
  readonly startMs: number;
  /** When its last byte arrived, in the same time; null while (or if never) finished. */
  readonly endMs: number | null;
  /** The body's bytes as sent (compressed when `encoded`); 0 until finished. */
  readonly bytes: number;
  /** Bytes received, headers included (what the link carried); 0 until finished. */
  readonly wireBytes: number;
  readonly encoded: boolean;
}

export interface AssetFigure {
  readonly path: string;
  readonly kind: "js" | "css";
  /** The body's bytes as sent (compressed when `encoded`). */
  readonly bytes: number;
  readonly encoded: boolean;
  readonly wave: number;
  /** Requested before the first card picture. */
  readonly beforeFirstImage: boolean;
}

/** Body bytes as sent, by what they carry. */
export interface BytesByKind {
  readonly jsCss: number;
  readonly pictures: number;
  readonly json: number;
  readonly html: number;
}

export interface FirstVisitFigures {
  /** Every finished or started request, in the order they were sent. */
  readonly requests: readonly RequestFigure[];
  readonly assets: readonly AssetFigure[];
  /** JS + CSS bytes (as sent, or estimated when not encoded) over the whole visit. */
  readonly assetBytes: number;
  /** The same, for the ones requested before the first card picture. */
  readonly assetBytesBeforeFirstImage: number;
  /** Import waves before the first card picture was requested. */
  readonly waves: number;
  readonly firstImageRequested: boolean;
  /** Milliseconds from the page's request to the first card picture's; null when none was. */
  readonly firstImageRequestedMs: number | null;
  /** Body bytes as sent by kind, over the requests finished so far. */
  readonly bytesByKind: BytesByKind;
  /** Wire bytes (headers included) by CDP resource type, over the whole visit. */
  readonly wireBytesByType: Readonly<Record<string, number>>;
}

interface Entry {
  readonly url: string;
  readonly path: string;
  readonly type: string;
  /** CDP's monotonic time, in seconds. */
  readonly start: number;
  end?: number;
  wireBytes?: number;
  encoding?: string;
  contentLength?: number;
  mimeType?: string;
  /** Bytes received when the headers arrived: the headers' share of the wire bytes. */
  headerBytes?: number;
}

const isCardPicture = (entry: { readonly path: string; readonly type: string }): boolean =>
  CARD_IMAGE_PATH.test(entry.path) && PICTURE_TYPES.has(entry.type);

function kindOf(entry: Entry): RequestKind {
  if (entry.type === "Script" || entry.path.endsWith(".js")) return "js";
  if (entry.type === "Stylesheet" || entry.path.endsWith(".css")) return "css";
  if (entry.type === "Document") return "html";
  if (isCardPicture(entry)) return "picture";
  if (entry.mimeType?.includes("json") === true || entry.type === "Fetch" || entry.type === "XHR")
    return "json";
  return "other";
}

/** Starts recording a page's network log; call before navigating, then `finish()` whenever a figure is wanted. */
export async function recordFirstVisit(cdp: CDPSession): Promise<{ finish(): FirstVisitFigures }> {
  const entries = new Map<string, Entry>();
  let origin: string | null = null;
  let navigationStart: number | null = null;
  await cdp.send("Network.enable", {
    maxTotalBufferSize: 64 * 1024 * 1024,
    maxResourceBufferSize: 16 * 1024 * 1024,
  });

  cdp.on("Network.requestWillBeSent", (event) => {
    const url = new URL(event.request.url);
    if (event.type === "Document" && origin === null) {
      origin = url.origin;
      navigationStart = event.timestamp;
    }
    if (url.protocol === "data:" || url.protocol === "blob:") return;
    // A redirect reuses the request id: the last hop is the one that carries the body.
    entries.set(event.requestId, {
      url: url.origin === origin ? `${url.pathname}${url.search}` : url.href,
      path: url.pathname,
      type: event.type ?? "Other",
      start: event.timestamp,
    });
  });
  cdp.on("Network.responseReceived", (event) => {
    const entry = entries.get(event.requestId);
    if (entry === undefined) return;
    const headers = Object.fromEntries(
      Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), value]),
    );
    const encoding = headers["content-encoding"];
    if (encoding !== undefined && encoding !== "identity") entry.encoding = encoding;
    entry.headerBytes = event.response.encodedDataLength;
    entry.mimeType = event.response.mimeType;
    const length = Number(headers["content-length"]);
    if (Number.isFinite(length) && length > 0) entry.contentLength = length;
  });
  cdp.on("Network.loadingFinished", (event) => {
    const entry = entries.get(event.requestId);
    if (entry === undefined) return;
    entry.end = event.timestamp;
    entry.wireBytes = event.encodedDataLength;
  });

  return {
    finish(): FirstVisitFigures {
      const all = [...entries.values()].sort((a, b) => a.start - b.start);
      const zero = navigationStart ?? all[0]?.start ?? 0;
      const msAfterNavigation = (seconds: number): number => (seconds - zero) * 1000;
      const bodyBytes = (entry: Entry): number =>
        entry.end === undefined
          ? 0
          : (entry.contentLength ?? (entry.wireBytes ?? 0) - (entry.headerBytes ?? 0));
      const requests: RequestFigure[] = all.map((entry) => ({
        url: entry.url,
        path: entry.path,
        type: entry.type,
        kind: kindOf(entry),
        startMs: msAfterNavigation(entry.start),
        endMs: entry.end === undefined ? null : msAfterNavigation(entry.end),
        bytes: bodyBytes(entry),
        wireBytes: entry.wireBytes ?? 0,
        encoded: entry.encoding !== undefined,
      }));

      const firstImage = all.find(isCardPicture);
      const imageAt = firstImage?.start ?? Number.POSITIVE_INFINITY;
      const assets: AssetFigure[] = [];
      const waveOf = new Map<Entry, number>();
      for (const entry of all) {
        const kind = kindOf(entry);
        if ((kind !== "js" && kind !== "css") || entry.end === undefined) continue;
        let wave = 1;
        for (const [earlier, earlierWave] of waveOf) {
          if (earlier.end !== undefined && earlier.end <= entry.start) wave = Math.max(wave, earlierWave + 1);
        }
        waveOf.set(entry, wave);
        assets.push({
          path: entry.path,
          kind,
          bytes: bodyBytes(entry),
          encoded: entry.encoding !== undefined,
          wave,
          beforeFirstImage: entry.start < imageAt,
        });
      }
      const wireBytesByType: Record<string, number> = {};
      for (const entry of all) {
        wireBytesByType[entry.type] = (wireBytesByType[entry.type] ?? 0) + (entry.wireBytes ?? 0);
      }
      const sum = (list: readonly { readonly bytes: number }[]): number =>
        list.reduce((total, item) => total + item.bytes, 0);
      const ofKinds = (...kinds: RequestKind[]): number =>
        sum(requests.filter((request) => kinds.includes(request.kind)));
      const early = assets.filter((asset) => asset.beforeFirstImage);
      return {
        requests,
        assets,
        assetBytes: sum(assets),
        assetBytesBeforeFirstImage: sum(early),
        waves: early.reduce((most, asset) => Math.max(most, asset.wave), 0),
        firstImageRequested: firstImage !== undefined,
        firstImageRequestedMs: firstImage === undefined ? null : msAfterNavigation(firstImage.start),
        bytesByKind: {
          jsCss: ofKinds("js", "css"),
          pictures: ofKinds("picture"),
          json: ofKinds("json"),
          html: ofKinds("html"),
        },
        wireBytesByType,
      };
    },
  };
}

/** Sets the phone profile's network (and, with `cpu`, its CPU slowdown) on a page's CDP session. */
export async function emulatePhone(cdp: CDPSession, { cpu }: { readonly cpu: boolean }): Promise<void> {
  await cdp.send("Network.emulateNetworkConditions", PHONE.network);
  if (cpu) await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE.cpuSlowdown });
}

const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

/** The bytes by kind on one line ("JS+CSS 149.3 KB, pictures 220.1 KB, JSON 9.1 KB, HTML 1.2 KB"). */
export function describeBytesByKind(bytes: BytesByKind): string {
  return `JS+CSS ${kb(bytes.jsCss)} KB, pictures ${kb(bytes.pictures)} KB, JSON ${kb(bytes.json)} KB, HTML ${kb(bytes.html)} KB`;
}

/** How many of a wave's files the printout names (the largest). */
const LISTED_PER_WAVE = 8;

/** Two lines per wave — its files and bytes, then the largest files — for the figures' printout. */
export function describeFirstVisit(figures: FirstVisitFigures): string {
  const plain = figures.assets.filter((asset) => !asset.encoded).length;
  const how =
    plain === 0
      ? "bytes as sent, every answer compressed"
      : `bytes as sent (${String(plain)} of them sent as they are, too small to gain from compression)`;
  const firstPicture =
    figures.firstImageRequestedMs === null
      ? "no card picture requested"
      : `first card picture requested ${figures.firstImageRequestedMs.toFixed(0)} ms after the page`;
  const lines = [
    `first visit: ${String(figures.assets.length)} JS/CSS files, ${kb(figures.assetBytes)} KB until idle (${kb(figures.assetBytesBeforeFirstImage)} KB before the first card picture was requested), ${String(figures.waves)} import wave(s) before it — ${how}; ${firstPicture}`,
    `  as sent: ${describeBytesByKind(figures.bytesByKind)}`,
  ];
  const waves = new Map<number, AssetFigure[]>();
  for (const asset of figures.assets) waves.set(asset.wave, [...(waves.get(asset.wave) ?? []), asset]);
  for (const [wave, assets] of [...waves].sort((a, b) => a[0] - b[0])) {
    const bytes = assets.reduce((total, asset) => total + asset.bytes, 0);
    const late = assets.every((asset) => !asset.beforeFirstImage) ? " (after the first card picture)" : "";
    lines.push(`  wave ${String(wave)}: ${String(assets.length)} files, ${kb(bytes)} KB${late}`);
    const largest = [...assets].sort((a, b) => b.bytes - a.bytes).slice(0, LISTED_PER_WAVE);
    lines.push(
      `    ${largest.map((asset) => `${asset.path.replace(/^.*\//, "")} ${kb(asset.bytes)}`).join(", ")}`,
    );
  }
  return lines.join("\n");
}
