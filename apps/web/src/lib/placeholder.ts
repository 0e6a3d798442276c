/**
 * The pastel background an image box shows while its image loads (PRODUCT.md §B5). The colour
 * comes from the work's id, so a card keeps its colour across renders and visits.
 */

export function placeholderBackground(seed: number): string {
  const hue = (Math.abs(Math.trunc(seed)) * 137) % 360;
  const next = (hue + 40) % 360;
  return `linear-gradient(135deg, hsl(${hue} 70% 88%), hsl(${next} 70% 82%))`;
}
