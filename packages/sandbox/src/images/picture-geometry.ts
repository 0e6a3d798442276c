/**
 * The pixel size an image path implies, and which part of the page it shows. Originals are the page
 * at full size; `master1200` fits inside 1200×1200 keeping the aspect ratio; `square1200` is the
 * centred square of the page, at most 1200 wide; a `c/<W>x<H>` segment then fits the result inside
 * W×H. Nothing is ever enlarged, as on pixiv.
 */

export interface PixelSize {
  readonly width: number;
  readonly height: number;
}

/** A rectangle of the page, in the page's own pixels. */
export interface PageRegion {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export type PictureVariant = "original" | "master1200" | "square1200";

/** What to draw: this region of the page, rendered at this output size. */
export interface PictureFrame {
  readonly region: PageRegion;
  readonly output: PixelSize;
}

/** The bound of pixiv's `master1200` and `square1200` renditions. */
export const MASTER_BOUND = 1200;

/** Scales `size` down (never up) to fit inside `box`, keeping its aspect ratio. */
export function fitInside(size: PixelSize, box: PixelSize): PixelSize {
  const scale = Math.min(1, box.width / size.width, box.height / size.height);
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

export function framePicture(page: PixelSize, variant: PictureVariant, box: PixelSize | null): PictureFrame {
  const whole: PageRegion = { x: 0, y: 0, width: page.width, height: page.height };
  if (variant === "original") return { region: whole, output: page };
  if (variant === "master1200") {
    const master = fitInside(page, { width: MASTER_BOUND, height: MASTER_BOUND });
    return { region: whole, output: box === null ? master : fitInside(master, box) };
  }
  const side = Math.min(page.width, page.height);
  const region: PageRegion = {
    x: (page.width - side) / 2,
    y: (page.height - side) / 2,
    width: side,
    height: side,
  };
  const squareSide = Math.min(side, MASTER_BOUND);
  const square = { width: squareSide, height: squareSide };
  return { region, output: box === null ? square : fitInside(square, box) };
}
