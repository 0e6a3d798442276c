/**
 * A later page of an expanded multi-page work, as a tile in the list's flow right after the work's
 * card (inline-pages.ts): its picture in a box sized from the page's known size before it loads, the
 * page number, and — under it when the settings put titles under cards — a block as tall as a card's,
 * so every layout places it like a card. It links to the work page opened at this page; the last tile
 * carries the control that collapses the pages again.
 */
import type { Artwork } from "@pxv/pixiv";
import { ChevronUp } from "lucide-react";
import { memo } from "react";
import { artworkPagePath } from "../../routing/paths";
import { CARD_META_HEIGHT, cardAspect } from "../../lib/layouts/card-geometry";
import { Badge } from "../badge";
import { useCardContext } from "../card-context";
import { Pximg } from "../pximg";
import type { InlinePage } from "./list-item";

export const PageTile = memo(function PageTile({
  artwork,
  page,
  imageHeight,
  metaInside = false,
  onToggleExpand,
}: {
  artwork: Artwork;
  page: InlinePage;
  imageHeight?: number | undefined;
  metaInside?: boolean | undefined;
  onToggleExpand?: ((artwork: Artwork) => void) | undefined;
}) {
  const { t, outerMeta: outerMetaSetting, rounded, shadow, open } = useCardContext();
  const outerMeta = outerMetaSetting && !metaInside;
  const radius = rounded ? "rounded-lg" : "";
  const number = `${String(page.index + 1)} / ${String(page.count)}`;
  const last = page.index === page.count - 1;
  return (
    <a
      href={artworkPagePath(artwork.id, page.index)}
      onClick={open}
      data-testid="inline-page"
      data-id={artwork.id}
      data-page={page.index}
      aria-label={t("artwork.image_alt", { title: artwork.title, page: page.index + 1 })}
      className={`group block h-full focus-visible:outline-offset-4 ${radius}`}
    >
      <div
        className={`relative overflow-hidden bg-neutral-200 dark:bg-neutral-800 ${radius} ${shadow ? "shadow-sm" : ""}`}
        style={
          imageHeight === undefined
            ? { paddingBottom: `${(cardAspect(page.width, page.height) * 100).toFixed(3)}%` }
            : { height: imageHeight }
        }
      >
        <Pximg src={page.image.m} alt="" seed={artwork.id + page.index} />
        <div className="absolute top-1.5 right-1.5 flex gap-1">
          <Badge className="pointer-events-none">{number}</Badge>
          {last && onToggleExpand !== undefined ? (
            <button
              type="button"
              data-testid="collapse-pages"
              aria-expanded
              aria-label={t("artwork.collapse_pages")}
              title={t("artwork.collapse_pages")}
              className="rounded-md focus-visible:outline-2 focus-visible:outline-white"
              onClick={(event) => {
                event.preventDefault();
                event.stopPropagation();
                onToggleExpand(artwork);
              }}
            >
              <Badge tone="accent">
                <ChevronUp aria-hidden className="size-3" />
              </Badge>
            </button>
          ) : null}
        </div>
      </div>
      {outerMeta ? (
        <div className="overflow-hidden px-0.5 pt-1.5 opacity-60" style={{ height: CARD_META_HEIGHT }}>
          <p className="truncate text-[13px] leading-5">{artwork.title}</p>
          <p className="truncate text-xs leading-4">{number}</p>
        </div>
      ) : null}
    </a>
  );
});
