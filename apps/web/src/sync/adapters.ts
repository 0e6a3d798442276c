/**
 * The adapters of every kind of record that syncs (settings, blocks, history, search history, reading
 * positions, downloads, local favourites, follows, the bookmark archive, translated pictures).
 */
import type { SyncAdapter } from "./adapter";
import { blocksAdapter } from "./adapter-blocks";
import { downloadsAdapter } from "./adapter-downloads";
import { followsAdapter } from "./adapter-follows";
import { historyAdapter } from "./adapter-history";
import { localFavoritesAdapter } from "./adapter-local-favorites";
import { pictureTranslationsAdapter } from "./adapter-picture-translations";
import { readingPositionsAdapter } from "./adapter-reading-positions";
import { searchHistoryAdapter } from "./adapter-search-history";
import { settingsAdapter } from "./adapter-settings";
import { workArchiveAdapter } from "./adapter-work-archive";

export const SYNC_ADAPTERS: readonly SyncAdapter[] = [
  settingsAdapter,
  blocksAdapter,
  historyAdapter,
  searchHistoryAdapter,
  readingPositionsAdapter,
  downloadsAdapter,
  localFavoritesAdapter,
  followsAdapter,
  workArchiveAdapter,
  pictureTranslationsAdapter,
];

export function adapterOf(adapters: readonly SyncAdapter[], key: string): SyncAdapter | undefined {
  return adapters.find((adapter) => key.startsWith(adapter.prefix));
}
