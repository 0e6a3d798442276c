/**
 * Fills the slots shared components use to reach feature code (components/feature-slots.ts): the
 * card's heart and the card menu's download. Each loader imports its feature on first use, so the
 * feature stays in its own chunk.
 */
import { fillFeatureSlots } from "../components/feature-slots";

export function setUpFeatureSlots(): void {
  fillFeatureSlots({
    loadCardHeart: async () => (await import("../features/account/bookmark-button")).BookmarkButton,
    loadArtworkDownload: async () =>
      (await import("../features/download/download-artwork")).downloadArtworkWithSettings,
  });
}
