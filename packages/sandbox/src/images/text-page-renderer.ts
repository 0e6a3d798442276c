/**
 * Draws the text pages of catalogue/text-pages.ts and measures their truth. The scenery and the
 * frames (speech bubbles: white ellipses with an outline; captions: white boxes) are an SVG; each
 * line or column of text is set by Pango in Noto Sans JP, loaded from its file (`fontfile`, so no
 * installed font is needed: the TTF is the one scripts/pdf-fonts.mjs fetches at set-up for the novel
 * PDF export, or in a container image the web build's copy of it), and composited over it. A
 * vertical column is set one character a line, upright, as manga letters it, the columns of a region
 * starting at one top. A region's true box is the ink of its text, measured on the rendered layers.
 * A page is rendered once per process (a handful of pages, ~1 MB each as PNG).
 */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { regionText, textPageSpec, type TextPageSpec, type TextRegionSpec } from "../catalogue/text-pages.js";

/** The CJK font the pages are set in (git ignores the folder; set-up fills it). */
export const TEXT_PAGE_FONT_FILE = fileURLToPath(
  new URL("../../../../apps/web/src/features/novel/export/fonts/NotoSansJP-Regular.ttf", import.meta.url),
);
/** The built web app's assets, which carry the same TTF (hashed name) where the sources are not (an image). */
const WEB_ASSETS = fileURLToPath(new URL("../../../../apps/web/dist/assets/", import.meta.url));
const BUILT_FONT = /^NotoSansJP-Regular-[\w-]+\.ttf$/;

/** The font file: the set-up's, else the web build's copy; null when neither is there. */
function fontFile(): string | null {
  if (existsSync(TEXT_PAGE_FONT_FILE)) return TEXT_PAGE_FONT_FILE;
  if (!existsSync(WEB_ASSETS)) return null;
  const built = readdirSync(WEB_ASSETS).find((name) => BUILT_FONT.test(name));
  return built === undefined ? null : join(WEB_ASSETS, built);
}
const FONT_FAMILY = "Noto Sans JP";
const TEXT_COLOUR = "#111111";
/** A vertical column's pitch and a horizontal line's, in font sizes. */
const COLUMN_PITCH = 1.35;
/** Room between a region's text and its frame, in font sizes. */
const FRAME_PADDING = 0.9;
/** Alpha above which a text layer's pixel counts as ink. */
const INK_ALPHA = 64;

export interface PageBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface TextRegionTruth {
  /** The region's text as read (lines or columns one after another, no breaks). */
  readonly text: string;
  readonly vertical: boolean;
  /** The ink of the text, in page pixels. */
  readonly box: PageBox;
  /** The speech bubble's or caption box's bounds, when the text has a frame. */
  readonly frame: PageBox | null;
}

export interface TextPageTruth {
  readonly width: number;
  readonly height: number;
  readonly regions: readonly TextRegionTruth[];
}

export interface RenderedTextPage {
  /** The whole page, PNG. */
  readonly png: Buffer;
  readonly truth: TextPageTruth;
}

const escapeMarkup = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

interface TextLayer {
  readonly input: Buffer;
  readonly width: number;
  readonly height: number;
  /** Ink bounds inside the layer. */
  readonly ink: PageBox;
}

/** Sets one line (or, vertical, one column a character a line) as an RGBA layer and finds its ink. */
async function setLine(line: string, vertical: boolean, size: number): Promise<TextLayer> {
  const fontfile = fontFile();
  if (fontfile === null) {
    throw new Error(
      `The sandbox's text pages need ${TEXT_PAGE_FONT_FILE}; run \`node scripts/pdf-fonts.mjs\` (set-up does).`,
    );
  }
  const characters = vertical ? Array.from(line, escapeMarkup).join("\n") : escapeMarkup(line);
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${TEXT_COLOUR}">${characters}</span>`,
      font: `${FONT_FAMILY} ${size}px`,
      fontfile,
      rgba: true,
      align: "centre",
      dpi: 72,
    },
  })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let left = info.width;
  let top = info.height;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      if ((data[(y * info.width + x) * 4 + 3] as number) < INK_ALPHA) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  const input = await sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
    .png()
    .toBuffer();
  return {
    input,
    width: info.width,
    height: info.height,
    ink: { x: left, y: top, width: right - left + 1, height: bottom - top + 1 },
  };
}

interface PlacedRegion {
  readonly layers: readonly { input: Buffer; left: number; top: number }[];
  readonly ink: PageBox;
}

/** Places a region's lines around its centre: columns right to left, or lines top to bottom. */
async function placeRegion(region: TextRegionSpec): Promise<PlacedRegion> {
  const layers = await Promise.all(region.lines.map((line) => setLine(line, region.vertical, region.size)));
  const pitch = region.size * COLUMN_PITCH;
  const span = pitch * layers.length;
  // Columns start at one top, as manga letters them; horizontal lines are centred.
  const tallest = Math.max(...layers.map((layer) => layer.height));
  const placed = layers.map((layer, index) => {
    const left = region.vertical
      ? region.x + span / 2 - pitch * (index + 1) + (pitch - layer.width) / 2
      : region.x - layer.width / 2;
    const top = region.vertical
      ? region.y - tallest / 2
      : region.y - span / 2 + pitch * index + (pitch - layer.height) / 2;
    return { input: layer.input, left: Math.round(left), top: Math.round(top), ink: layer.ink };
  });
  const left = Math.min(...placed.map((layer) => layer.left + layer.ink.x));
  const top = Math.min(...placed.map((layer) => layer.top + layer.ink.y));
  const right = Math.max(...placed.map((layer) => layer.left + layer.ink.x + layer.ink.width));
  const bottom = Math.max(...placed.map((layer) => layer.top + layer.ink.y + layer.ink.height));
  return {
    layers: placed.map(({ input, left: x, top: y }) => ({ input, left: x, top: y })),
    ink: { x: left, y: top, width: right - left, height: bottom - top },
  };
}

/** The frame around a region's ink: an ellipse's or a box's bounds, or null for free text. */
function frameOf(region: TextRegionSpec, ink: PageBox): PageBox | null {
  if (region.frame === "free") return null;
  const padding = region.size * FRAME_PADDING;
  if (region.frame === "caption") {
    return {
      x: Math.round(ink.x - padding / 2),
      y: Math.round(ink.y - padding / 2),
      width: Math.round(ink.width + padding),
      height: Math.round(ink.height + padding),
    };
  }
  // An ellipse through the corners of the padded ink box: semi-axes √2 times the half sizes.
  const rx = ((ink.width + padding) / 2) * Math.SQRT2;
  const ry = ((ink.height + padding) / 2) * Math.SQRT2;
  const cx = ink.x + ink.width / 2;
  const cy = ink.y + ink.height / 2;
  return {
    x: Math.round(cx - rx),
    y: Math.round(cy - ry),
    width: Math.round(rx * 2),
    height: Math.round(ry * 2),
  };
}

function frameSvg(region: TextRegionSpec, frame: PageBox): string {
  if (region.frame === "caption") {
    return `<rect x="${frame.x}" y="${frame.y}" width="${frame.width}" height="${frame.height}" fill="#fff" stroke="#000" stroke-width="3"/>`;
  }
  const rx = frame.width / 2;
  const ry = frame.height / 2;
  const cx = frame.x + rx;
  const cy = frame.y + ry;
  // A tail under the ellipse, drawn first so that the ellipse's fill covers its base.
  const tail = `<path d="M${cx - rx * 0.2} ${cy + ry * 0.8} L${cx - rx * 0.5} ${cy + ry * 1.25} L${cx + rx * 0.15} ${cy + ry * 0.85}" fill="#fff" stroke="#000" stroke-width="4"/>`;
  return `${tail}<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#fff" stroke="#000" stroke-width="4"/>`;
}

/** Draws a text page from its layout (not remembered: renderTextPage is). */
export async function drawTextPage(spec: TextPageSpec): Promise<RenderedTextPage> {
  const placed = await Promise.all(spec.regions.map((region) => placeRegion(region)));
  const frames = spec.regions.map((region, index) => frameOf(region, (placed[index] as PlacedRegion).ink));
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${spec.size.width}" height="${spec.size.height}">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    spec.scenery,
    ...spec.regions.map((region, index) => {
      const frame = frames[index];
      return frame === null || frame === undefined ? "" : frameSvg(region, frame);
    }),
    `</svg>`,
  ].join("");
  const png = await sharp(Buffer.from(svg))
    .composite(placed.flatMap((region) => region.layers))
    .png({ compressionLevel: 6 })
    .toBuffer();
  return {
    png,
    truth: {
      width: spec.size.width,
      height: spec.size.height,
      regions: spec.regions.map((region, index) => ({
        text: regionText(region),
        vertical: region.vertical,
        box: (placed[index] as PlacedRegion).ink,
        frame: frames[index] ?? null,
      })),
    },
  };
}

const rendered = new Map<string, Promise<RenderedTextPage>>();

/** A text page, rendered once per process; null when the work has no such page. */
export function renderTextPage(workId: number, page: number): Promise<RenderedTextPage> | null {
  const spec = textPageSpec(workId, page);
  if (spec === undefined) return null;
  const key = `${workId}/${page}`;
  let entry = rendered.get(key);
  if (entry === undefined) {
    entry = drawTextPage(spec);
    rendered.set(key, entry);
    // A failed render (no font yet) is not kept: the next request tries again.
    entry.catch(() => rendered.delete(key));
  }
  return entry;
}

/** The true text and boxes of a text page (the quality test's answer key); null when none. */
export async function textPageTruth(workId: number, page: number): Promise<TextPageTruth | null> {
  const entry = renderTextPage(workId, page);
  return entry === null ? null : (await entry).truth;
}
