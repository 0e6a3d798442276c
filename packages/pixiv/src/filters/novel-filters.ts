/**
 * The novel list filters of the settings (PRODUCT.md §B2.5): hide a novel whose tags look like
 * spam — a tag longer than `tagLengthMax`, or one that splits on `/`, `#` or `、` into more than
 * `tagSplitMax` parts — and hide novels shorter than `textLengthMin` characters.
 */

export interface NovelFilterSettings {
  readonly noLongTag: boolean;
  readonly tagLengthMax: number;
  readonly tagSplitMax: number;
  readonly noShortText: boolean;
  readonly textLengthMin: number;
}

interface FilterableNovel {
  readonly tags: readonly { readonly name: string }[];
  readonly text_length: number;
}

const TAG_SEPARATORS = /[/#、]/;

export function passesNovelFilters(novel: FilterableNovel, settings: NovelFilterSettings): boolean {
  if (
    settings.noLongTag &&
    novel.tags.some(
      (tag) =>
        tag.name.length > settings.tagLengthMax ||
        tag.name.split(TAG_SEPARATORS).length > settings.tagSplitMax,
    )
  ) {
    return false;
  }
  return !(settings.noShortText && novel.text_length < settings.textLengthMin);
}
