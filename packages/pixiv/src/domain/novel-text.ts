/**
 * A novel's text (PRODUCT.md §3 "Novel text: text, embedImgs, prev and next"): the markup as pixiv writes
 * it, the pictures it embeds and the series neighbours. Image URLs are already rewritten.
 */
export interface NovelSeriesLink {
  readonly id: number;
  readonly title: string;
}

export interface NovelText {
  readonly id: number;
  /** pixiv's novel markup (novel/markup.ts parses it). */
  readonly text: string;
  /** `[uploadedimage:id]` pictures: id → URL (1200x1200, else original). */
  readonly embedImgs: Readonly<Record<string, string>>;
  /** `[pixivimage:id]` works the text embeds: id → URL of the medium picture. */
  readonly embedIllusts: Readonly<Record<string, string>>;
  readonly prev: NovelSeriesLink | null;
  readonly next: NovelSeriesLink | null;
  readonly seriesId: number | null;
  readonly seriesTitle: string | null;
}
