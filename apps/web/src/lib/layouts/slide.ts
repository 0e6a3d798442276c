/**
 * Slide geometry: one horizontal strip of cards at a fixed image height, each as wide as its work's
 * clamped aspect allows, for the Home cards and the slide view of a list.
 */
import { cardAspect } from "../grid-layout";
import type { WorkSize } from "./masonry";

/** Image height of a slide card, px. */
export const SLIDE_IMAGE_HEIGHT = 220;

export function slideWidths(works: readonly WorkSize[], imageHeight: number = SLIDE_IMAGE_HEIGHT): number[] {
  return works.map((work) => Math.round(imageHeight / cardAspect(work.width, work.height)));
}
