/**
 * Slide geometry: one horizontal strip of cards at a fixed image height, each as wide as its work's
 * clamped aspect allows, for the Home cards and the slide view of a list.
 */
import { cardAspect } from "./card-geometry";
import type { WorkSize } from "./masonry";

/** Image height of a slide card, px. */
export const SLIDE_IMAGE_HEIGHT = 220;

export function slideWidths(works: readonly WorkSize[], imageHeight: number = SLIDE_IMAGE_HEIGHT): number[] {
  return works.map((work) => Math.round(imageHeight / cardAspect(work.width, work.height)));
}

/** Where each card of a strip starts, px, with `gap` between cards; the last entry is the strip's width. */
export function slideOffsets(widths: readonly number[], gap: number): number[] {
  const offsets = [0];
  let at = 0;
  widths.forEach((width, index) => {
    at += width + (index < widths.length - 1 ? gap : 0);
    offsets.push(at);
  });
  return offsets;
}

/**
 * The cards a strip renders: those overlapping the view [left, left + width), and `overscan` more on
 * each side. `offsets` are slideOffsets' (the cards' starts, then the strip's width). An empty range
 * is [0, 0).
 */
export function slideWindow(
  offsets: readonly number[],
  widths: readonly number[],
  left: number,
  width: number,
  overscan: number,
): { readonly start: number; readonly end: number } {
  const count = widths.length;
  let first = 0;
  while (first < count && (offsets[first] ?? 0) + (widths[first] ?? 0) <= left) first += 1;
  let last = first;
  while (last < count && (offsets[last] ?? 0) < left + width) last += 1;
  return { start: Math.max(0, first - overscan), end: Math.min(count, last + overscan) };
}
