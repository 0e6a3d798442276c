/**
 * Draws the sandbox's pictures: an SVG in the page's own coordinates (a background colour chosen by
 * the caller's key, a grid, a border and large labels such as the work id and page), rendered by
 * sharp at the frame's output size and encoded in the requested format. A wrong picture is
 * noticeable: the colour, the id, the page and the stated size all change with it. Labels use the
 * built-in stroke font, so the bytes do not depend on installed fonts.
 */
import sharp from "sharp";
import type { PictureFrame, PixelSize } from "./picture-geometry.js";
import { strokeTextPath } from "./stroke-font.js";
import { renderTextPage } from "./text-page-renderer.js";

export type PictureFormat = "jpeg" | "png" | "webp" | "gif";

export interface PictureSpec {
  /** The whole page: the coordinate system everything is drawn in. */
  readonly page: PixelSize;
  readonly frame: PictureFrame;
  /** Picks the background colour; equal keys give equal colours. */
  readonly colourKey: number;
  /** Grey instead of colour: pixiv's own placeholders rather than a work. */
  readonly neutral?: boolean;
  /** Up to three lines, drawn large to small, e.g. `p2`, `#123456789`, `1200×1600`. */
  readonly lines: readonly [string, string, string];
  readonly format: PictureFormat;
  /** Set for the works whose pages carry text (catalogue/text-pages.ts): draws that page instead. */
  readonly textPage?: { readonly workId: number; readonly page: number };
}

const QUALITY = 82;
/** The share of a picture's mean brightness left after its linework (see estimatedMeanColour). */
const LINEWORK_SHADE = 0.95;

// The sandbox keeps its own byte-bounded cache of finished pictures (image-host.ts createPictureCache): libvips' operation
// cache would only hold the same pixels again, outside that bound.
sharp.cache(false);

export type Rgb = readonly [number, number, number];

/** A colour from hue (0–360), saturation and lightness (0–1), channels 0–255. */
function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const channel = (offset: number): number => {
    const k = (offset + hue / 30) % 12;
    return Math.round((lightness - (chroma * Math.max(-1, Math.min(k - 3, 9 - k, 1))) / 2) * 255);
  };
  return [channel(0), channel(8), channel(4)];
}

const hex = (rgb: Rgb): string => `#${rgb.map((value) => value.toString(16).padStart(2, "0")).join("")}`;

/** The background and line colours a colour key picks. */
function pictureColours(spec: Pick<PictureSpec, "colourKey" | "neutral">): { background: Rgb; shade: Rgb } {
  const { colourKey } = spec;
  const hue = colourKey % 360;
  const saturation = spec.neutral === true ? 0 : 0.45 + ((colourKey >>> 9) % 20) / 100;
  return {
    background: hslToRgb(hue, saturation, 0.58 + ((colourKey >>> 17) % 12) / 100),
    shade: hslToRgb(hue, saturation, 0.35),
  };
}

/**
 * Roughly a picture's mean colour without rendering it: the background under the diagonal
 * gradient (white at 25% to black at 20% opacity). Over the page the gradient's position t has
 * mean 1/2 and mean square 7/24, so the overlay keeps 0.775 of the background and adds
 * 255·E[(1 − t)(0.25 − 0.05t)] ≈ 29.2. The dark grid, circle, border and labels take about 5%
 * off that (more on square pages, less on long ones), which LINEWORK_SHADE stands for.
 */
export function estimatedMeanColour(spec: Pick<PictureSpec, "colourKey" | "neutral">): Rgb {
  const keep = 0.775;
  const added = 255 * (0.25 - 0.3 * 0.5 + 0.05 * (7 / 24));
  const [red, green, blue] = pictureColours(spec).background;
  return [
    (red * keep + added) * LINEWORK_SHADE,
    (green * keep + added) * LINEWORK_SHADE,
    (blue * keep + added) * LINEWORK_SHADE,
  ];
}

function pictureSvg(spec: PictureSpec): string {
  const { page, frame, lines } = spec;
  const colours = pictureColours(spec);
  const background = hex(colours.background);
  const shade = hex(colours.shade);
  const unit = Math.min(page.width, page.height);
  const cell = unit / 6;
  const gridLines: string[] = [];
  for (let x = cell; x < page.width; x += cell) gridLines.push(`M${x.toFixed(1)} 0V${page.height}`);
  for (let y = cell; y < page.height; y += cell) gridLines.push(`M0 ${y.toFixed(1)}H${page.width}`);
  const centerX = page.width / 2;
  const centerY = page.height / 2;
  const texts = [
    { text: lines[0], y: centerY - unit * 0.24, height: unit * 0.16 },
    { text: lines[1], y: centerY, height: unit * 0.085 },
    { text: lines[2], y: centerY + unit * 0.15, height: unit * 0.05 },
  ];
  const textPaths = texts.flatMap(({ text, y, height }) => {
    const d = strokeTextPath(text, centerX, y, height);
    const width = (height * 0.14).toFixed(2);
    const halo = (height * 0.3).toFixed(2);
    return [
      `<path d="${d}" stroke="#ffffff" stroke-opacity="0.85" stroke-width="${halo}"/>`,
      `<path d="${d}" stroke="#141414" stroke-width="${width}"/>`,
    ];
  });
  const { region } = frame;
  const border = unit / 60;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${frame.output.width}" height="${frame.output.height}"`,
    ` viewBox="${region.x} ${region.y} ${region.width} ${region.height}" preserveAspectRatio="none">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="#ffffff" stop-opacity="0.25"/><stop offset="1" stop-color="#000000" stop-opacity="0.2"/>`,
    `</linearGradient></defs>`,
    `<rect width="${page.width}" height="${page.height}" fill="${background}"/>`,
    `<rect width="${page.width}" height="${page.height}" fill="url(#g)"/>`,
    `<path d="${gridLines.join("")}" stroke="${shade}" stroke-opacity="0.35" stroke-width="${(unit / 300).toFixed(2)}"/>`,
    `<circle cx="${centerX}" cy="${centerY}" r="${(unit * 0.42).toFixed(1)}" fill="none" stroke="${shade}" stroke-opacity="0.5" stroke-width="${(unit / 80).toFixed(2)}"/>`,
    `<rect x="${border / 2}" y="${border / 2}" width="${page.width - border}" height="${page.height - border}" fill="none" stroke="${shade}" stroke-width="${border.toFixed(2)}"/>`,
    `<g fill="none" stroke-linecap="round" stroke-linejoin="round">${textPaths.join("")}</g>`,
    `</svg>`,
  ].join("");
}

/** The frame of a text page: its region cut out of the rendered page and scaled to the output. */
async function textPageImage(spec: PictureSpec, textPage: NonNullable<PictureSpec["textPage"]>) {
  const rendered = renderTextPage(textPage.workId, textPage.page);
  if (rendered === null) throw new Error(`no text page ${textPage.workId}/${textPage.page}`);
  const { region, output } = spec.frame;
  return sharp((await rendered).png)
    .extract({
      left: Math.round(region.x),
      top: Math.round(region.y),
      width: Math.round(region.width),
      height: Math.round(region.height),
    })
    .resize(output.width, output.height, { fit: "fill" });
}

/**
 * Renders and encodes a picture. The SVG is rasterized at the output size; the resize only pins the
 * size down exactly, whatever rounding the rasterizer does.
 */
export async function renderPicture(spec: PictureSpec): Promise<Buffer> {
  const image =
    spec.textPage === undefined
      ? sharp(Buffer.from(pictureSvg(spec))).resize(spec.frame.output.width, spec.frame.output.height, {
          fit: "fill",
        })
      : await textPageImage(spec, spec.textPage);
  switch (spec.format) {
    case "jpeg":
      return image.jpeg({ quality: QUALITY }).toBuffer();
    case "png":
      return image.png({ compressionLevel: 4 }).toBuffer();
    case "webp":
      // Least effort: WebP is most list thumbnails, and speed matters more than size here.
      return image.webp({ quality: QUALITY, effort: 0 }).toBuffer();
    case "gif":
      return image.gif().toBuffer();
  }
}

/** A picture to answer: what to draw, and when it was "uploaded" (Last-Modified). */
export interface PictureOrder {
  readonly spec: PictureSpec;
  readonly lastModified: Date;
  /** Set for ugoira zips: the frames, stored uncompressed in this order; `spec` is then the first. */
  readonly zipFrames?: readonly { readonly spec: PictureSpec; readonly file: string }[];
}
