/**
 * Fills the slots shared components use to reach feature code (components/feature-slots.ts): the
 * card's heart, the card menu (whether a card has one, the menu) and its download. Each loader imports its feature on first use, so the
 * feature stays in its own chunk; the slideshow command's start is the slideshow's tiny entry (its view loads on first use).
 */
import { fillFeatureSlots } from "../components/feature-slots";
import { loadNamespaces } from "../i18n/i18n";
import { startSlideshow } from "../features/slideshow/slideshow-entry";

export function setUpFeatureSlots(): void {
  fillFeatureSlots({
    loadCardHeart: async () => (await import("../features/account/bookmark-button")).BookmarkButton,
    loadArtworkDownload: async () =>
      (await import("../features/download/download-artwork")).downloadArtworkWithSettings,
    loadCardMenuRule: async () => (await import("../commands/card-menu-commands")).hasCardMenu,
    loadCardMenu: async () => {
      const [module] = await Promise.all([
        import("../features/card-menu/card-menu"),
        loadNamespaces(["browse", "keys"]),
      ]);
      return module.CardMenu;
    },
    startSlideshow,
  });
}
