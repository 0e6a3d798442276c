/**
 * What a first visit to Home costs, read from Chromium's network log (CDP) — shared by the first-visit
 * bench and the size-budget browser test:
 * - the scripts and styles Home transfers, in bytes as sent: each body's wire size (Content-Length,
 *   else the bytes received less the headers') — compressed where the answer carries a
 *   Content-Encoding, as it is where it does not (the build keeps no compressed copy of a file under
 *   256 bytes);
 * - the import waves before the first card picture is requested: a script or style that is requested
 *   after one of wave n has finished arriving is of wave n + 1 (the ones the HTML names are wave 1).
 *   Chromium does not say which module imported a module, so the waves are read from timing: an
 *   upper bound of the chain of round trips, which is what a phone on a slow network pays;
 * - the bytes received by resource type (wire bytes, headers included), for the bench.
 */
import type { CDPSession } from "playwright-core";

/** Card pictures come through the image proxy's two prefixes. */
const CARD_IMAGE_PATH = /^\/[-~]\//;

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

export interface FirstVisitFigures {
  readonly assets: readonly AssetFigure[];
  /** JS + CSS bytes (as sent, or estimated when not encoded) over the whole visit. */
  readonly assetBytes: number;
  /** The same, for the ones requested before the first card picture. */
  readonly assetBytesBeforeFirstImage: number;
  /** Import waves before the first card picture was requested. */
  readonly waves: number;
  readonly firstImageRequested: boolean;
  /** Wire bytes (headers included) by CDP resource type, over the whole visit. */
  readonly wireBytesByType: Readonly<Record<string, number>>;
}

interface Entry {
  readonly path: string;
  readonly type: string;
  readonly start: number;
  end?: number;
  wireBytes?: number;
  encoding?: string;
  contentLength?: number;
  /** Bytes received when the headers arrived: the headers' share of the wire bytes. */
  headerBytes?: number;
}

const kindOf = (entry: Entry): "js" | "css" | null => {
  if (entry.type === "Script" || entry.path.endsWith(".js")) return "js";
  if (entry.type === "Stylesheet" || entry.path.endsWith(".css")) return "css";
  return null;
};

/** Starts recording a page's network log; call before navigating, then `finish()` once the page is idle. */
export async function recordFirstVisit(cdp: CDPSession): Promise<{ finish(): FirstVisitFigures }> {
  const entries = new Map<string, Entry>();
  let origin: string | null = null;
  await cdp.send("Network.enable", {
    maxTotalBufferSize: 64 * 1024 * 1024,
    maxResourceBufferSize: 16 * 1024 * 1024,
  });

  cdp.on("Network.requestWillBeSent", (event) => {
    const url = new URL(event.request.url);
    if (event.type === "Document" && origin === null) origin = url.origin;
    if (url.protocol === "data:" || url.protocol === "blob:") return;
    entries.set(event.requestId, { path: url.pathname, type: event.type ?? "Other", start: event.timestamp });
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
      const firstImage = all.find((entry) => CARD_IMAGE_PATH.test(entry.path) && entry.type === "Image");
      const imageAt = firstImage?.start ?? Number.POSITIVE_INFINITY;
      const assets: AssetFigure[] = [];
      const waveOf = new Map<Entry, number>();
      for (const entry of all) {
        const kind = kindOf(entry);
        if (kind === null || entry.end === undefined) continue;
        let wave = 1;
        for (const [earlier, earlierWave] of waveOf) {
          if (earlier.end !== undefined && earlier.end <= entry.start) wave = Math.max(wave, earlierWave + 1);
        }
        waveOf.set(entry, wave);
        const bytes = entry.contentLength ?? (entry.wireBytes ?? 0) - (entry.headerBytes ?? 0);
        assets.push({
          path: entry.path,
          kind,
          bytes,
          encoded: entry.encoding !== undefined,
          wave,
          beforeFirstImage: entry.start < imageAt,
        });
      }
      const wireBytesByType: Record<string, number> = {};
      for (const entry of all) {
        wireBytesByType[entry.type] = (wireBytesByType[entry.type] ?? 0) + (entry.wireBytes ?? 0);
      }
      const sum = (list: readonly AssetFigure[]): number =>
        list.reduce((total, asset) => total + asset.bytes, 0);
      const early = assets.filter((asset) => asset.beforeFirstImage);
      return {
        assets,
        assetBytes: sum(assets),
        assetBytesBeforeFirstImage: sum(early),
        waves: early.reduce((most, asset) => Math.max(most, asset.wave), 0),
        firstImageRequested: firstImage !== undefined,
        wireBytesByType,
      };
    },
  };
}

/** How many of a wave's files the printout names (the largest). */
const LISTED_PER_WAVE = 8;

/** Two lines per wave — its files and bytes, then the largest files — for the figures' printout. */
export function describeFirstVisit(figures: FirstVisitFigures): string {
  const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
  const plain = figures.assets.filter((asset) => !asset.encoded).length;
  const how =
    plain === 0
      ? "bytes as sent, every answer compressed"
      : `bytes as sent (${String(plain)} of them sent as they are, too small to gain from compression)`;
  const lines = [
    `Home, first visit: ${String(figures.assets.length)} JS/CSS files, ${kb(figures.assetBytes)} KB until idle (${kb(figures.assetBytesBeforeFirstImage)} KB before the first card picture was requested), ${String(figures.waves)} import wave(s) before it — ${how}`,
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
