/**
 * One work in a list: its first page in a box sized before anything loads — at the clamped aspect of
 * the work (masonry), or at a height the layout gives (grid, justified, slide) — then title and
 * author in a block of fixed height (CARD_META_HEIGHT), or over the image's lower edge when "outer
 * meta" is off or the layout asks for it. Badges: rank, R-18/R-18G, AI, page count, a play mark for
 * ugoira, and the bookmark heart for a signed-in user. In a list that shows multi-page works' pages
 * inline, the page count is the button that expands or collapses them (aria-expanded).
 *
 * A card opens its work over the list it is in (routing/overlay-route.ts), through the click handler the
 * app shell shares with every card along with the settings and messages a card reads
 * (card-context.tsx). Tapping the title opens the image preview instead; a long-press or right-click
 * opens the card menu when the settings give it actions (commands/card-menu-commands.ts). Preview and menu
 * are chunks of their own, loaded on first use.
 */
import { AI_TYPE_GENERATED, type Artwork } from "@pxv/pixiv";
import { ChevronDown, ChevronUp, Layers, Play } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { artworkPath } from "../routing/paths";
import { loadNamespaces } from "../i18n/i18n";
import { CARD_META_HEIGHT, cardAspect } from "../lib/layouts/card-geometry";
import { Badge } from "./badge";
import { useCardContext } from "./card-context";
import { useCardNote } from "./card-note";
import { useLongPress, type PressPoint } from "./lists/use-long-press";
import { Pximg } from "./pximg";
import { featureSlot } from "./feature-slots";

/** The card menu (a feature slot), loaded with its messages on the first long-press or right-click. */
const CardMenu = lazy(async () => ({ default: await featureSlot("loadCardMenu")() }));
/** The heart (a feature slot): only signed-in people get it, so it loads with their first card. */
const BookmarkButton = lazy(async () => ({ default: await featureSlot("loadCardHeart")() }));
/** Keeps a press on the heart from opening the card's menu or its work. */
const stopAtHeart = (event: { stopPropagation: () => void }): void => {
  event.stopPropagation();
};
const ImagePreview = lazy(async () => {
  const [module] = await Promise.all([import("./lists/image-preview"), loadNamespaces(["browse"])]);
  return { default: module.ImagePreview };
});

export interface ArtworkCardProps {
  readonly artwork: Artwork;
  readonly rank?: number | undefined;
  /** The image box's height in px; without it the box follows the work's aspect. */
  readonly imageHeight?: number | undefined;
  /** Draws title and author over the image whatever the setting (justified rows). */
  readonly metaInside?: boolean | undefined;
  /** Whether the list shows the work's later pages after the card (lists/inline-pages.ts). */
  readonly expanded?: boolean | undefined;
  /** Given by a list that can show a multi-page work's pages inline: the page count becomes its toggle. */
  readonly onToggleExpand?: ((artwork: Artwork) => void) | undefined;
}

export function ArtworkCard({
  artwork,
  rank,
  imageHeight,
  metaInside = false,
  expanded = false,
  onToggleExpand,
}: ArtworkCardProps) {
  const { t, outerMeta: outerMetaSetting, rounded, shadow, menuEnabled, loggedIn, open } = useCardContext();
  const [menuAt, setMenuAt] = useState<PressPoint | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const press = useLongPress(menuEnabled, setMenuAt);
  const note = useCardNote(artwork);

  const outerMeta = outerMetaSetting && !metaInside;
  const cover = artwork.images[0];
  const restriction = artwork.x_restrict === 2 ? "R-18G" : artwork.x_restrict === 1 ? "R-18" : null;
  const isAi = artwork.illust_ai_type === AI_TYPE_GENERATED;
  const radius = rounded ? "rounded-lg" : "";

  return (
    <>
      <a
        href={artworkPath(artwork.id)}
        onClick={open}
        data-testid="artwork-card"
        data-id={artwork.id}
        className={`group block h-full focus-visible:outline-offset-4 ${radius}`}
        {...press}
      >
        <div
          data-card-frame
          className={`relative overflow-hidden bg-neutral-200 dark:bg-neutral-800 ${radius} ${shadow ? "shadow-sm" : ""}`}
          style={
            imageHeight === undefined
              ? { paddingBottom: `${(cardAspect(artwork.width, artwork.height) * 100).toFixed(3)}%` }
              : { height: imageHeight }
          }
        >
          {cover === undefined ? null : (
            <Pximg
              src={cover.m}
              alt={artwork.title}
              seed={artwork.id}
              className="transition-transform duration-300 group-hover:scale-[1.03]"
            />
          )}
          {rank === undefined && restriction === null && !isAi && artwork.count <= 1 ? null : (
            // Only when there is a badge: a list keeps dozens of cards in the DOM, each node counts.
            <div className="pointer-events-none absolute inset-x-1.5 top-1.5 flex items-start justify-end gap-1">
              {rank === undefined ? null : (
                <Badge
                  tone={rank <= 3 ? "accent" : "neutral"}
                  label={t("rank.position", { rank })}
                  className="mr-auto min-w-5 justify-center"
                >
                  {rank}
                </Badge>
              )}
              {restriction === null ? null : <Badge tone="danger">{restriction}</Badge>}
              {isAi ? (
                <Badge tone="violet" label={t("artwork.ai")}>
                  {t("badge.ai")}
                </Badge>
              ) : null}
              {artwork.count > 1 && onToggleExpand !== undefined && artwork.type !== "ugoira" ? (
                <button
                  type="button"
                  data-testid="expand-pages"
                  aria-expanded={expanded}
                  aria-label={`${t("artwork.pages", { count: artwork.count })}: ${t(expanded ? "artwork.collapse_pages" : "artwork.expand_pages")}`}
                  title={t(expanded ? "artwork.collapse_pages" : "artwork.expand_pages")}
                  className="pointer-events-auto rounded-md focus-visible:outline-2 focus-visible:outline-white"
                  onPointerDown={stopAtHeart}
                  onPointerUp={stopAtHeart}
                  onContextMenu={stopAtHeart}
                  onClick={(event) => {
                    event.preventDefault();
                    event.stopPropagation();
                    onToggleExpand(artwork);
                  }}
                >
                  <Badge tone={expanded ? "accent" : "neutral"}>
                    <Layers aria-hidden className="size-3" />
                    {artwork.count}
                    {expanded ? (
                      <ChevronUp aria-hidden className="size-3" />
                    ) : (
                      <ChevronDown aria-hidden className="size-3" />
                    )}
                  </Badge>
                </button>
              ) : artwork.count > 1 ? (
                <Badge label={t("artwork.pages", { count: artwork.count })}>
                  <Layers aria-hidden className="size-3" />
                  {artwork.count}
                </Badge>
              ) : null}
            </div>
          )}
          {note === null ? null : (
            <p
              data-testid="card-note"
              className="pointer-events-none absolute inset-x-1.5 top-1.5 truncate rounded bg-black/65 px-1.5 py-0.5 text-[11px] leading-4 text-white"
            >
              {note}
            </p>
          )}
          {artwork.type === "ugoira" ? (
            <span
              role="img"
              aria-label={t("artwork.ugoira")}
              className="pointer-events-none absolute top-1/2 left-1/2 flex size-10 -translate-1/2 items-center justify-center rounded-full bg-black/45 text-white"
            >
              <Play aria-hidden className="ml-0.5 size-5 fill-current" />
            </span>
          ) : null}
          {loggedIn ? (
            <span
              className={`absolute right-1 ${outerMeta ? "bottom-1" : "top-7"}`}
              onPointerDown={stopAtHeart}
              onPointerUp={stopAtHeart}
              onContextMenu={stopAtHeart}
            >
              <Suspense fallback={null}>
                <BookmarkButton work={artwork} variant="overlay" />
              </Suspense>
            </span>
          ) : null}
          {outerMeta ? null : (
            <div
              data-card-meta="inner"
              className="absolute inset-x-0 bottom-0 bg-linear-to-t from-black/70 to-transparent px-2 pt-6 pb-1.5 text-white [&_p]:text-inherit"
            >
              <CardMeta artwork={artwork} onTitle={setPreviewing} />
            </div>
          )}
        </div>
        {outerMeta ? (
          <div
            data-card-meta="outer"
            className="overflow-hidden px-0.5 pt-1.5"
            style={{ height: CARD_META_HEIGHT }}
          >
            <CardMeta artwork={artwork} onTitle={setPreviewing} />
          </div>
        ) : null}
      </a>
      {menuAt === null && !previewing ? null : (
        <Suspense fallback={null}>
          {menuAt === null ? null : (
            <CardMenu
              artwork={artwork}
              at={menuAt}
              onClose={() => {
                setMenuAt(null);
              }}
            />
          )}
          {previewing ? (
            <ImagePreview
              artwork={artwork}
              onClose={() => {
                setPreviewing(false);
              }}
            />
          ) : null}
        </Suspense>
      )}
    </>
  );
}

/** Title and author: under the image, or over its lower edge. Tapping the title opens the preview. */
function CardMeta({ artwork, onTitle }: { artwork: Artwork; onTitle: (open: boolean) => void }) {
  return (
    <>
      <p
        data-testid="card-title"
        className="truncate text-[13px] leading-5 font-medium"
        onClick={(event) => {
          event.preventDefault();
          event.stopPropagation();
          onTitle(true);
        }}
      >
        {artwork.title}
      </p>
      <p className="truncate text-xs leading-4 opacity-75">{artwork.author.name}</p>
    </>
  );
}
