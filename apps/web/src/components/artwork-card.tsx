/**
 * One work in a grid: its first page at the clamped aspect of the work, then title and author in a
 * block of fixed height (CARD_META_HEIGHT), so the card's height is known before anything loads.
 * Badges: rank (ranking lists), R-18/R-18G, AI, page count, and a play mark for ugoira. With the
 * "outer meta" setting off, title and author sit over the image and the card is the image alone.
 * A card opens its work over the list it is in (app/overlay-route.ts).
 */
import { AI_TYPE_GENERATED, type Artwork } from "@pxv/pixiv";
import { Layers, Play } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useOverlayLinkState } from "../app/overlay-route";
import { artworkPath } from "../app/paths";
import { useViewTransition } from "../app/use-view-transition";
import { useSettingsStore } from "../features/settings/settings-store";
import { CARD_META_HEIGHT, cardAspect } from "../lib/grid-layout";
import { Badge } from "./badge";
import { Pximg } from "./pximg";

export interface ArtworkCardProps {
  readonly artwork: Artwork;
  readonly rank?: number;
}

export function ArtworkCard({ artwork, rank }: ArtworkCardProps) {
  const { t } = useTranslation();
  const viewTransition = useViewTransition();
  const overlayState = useOverlayLinkState();
  const outerMeta = useSettingsStore((state) => state.app.isImageCardOuterMeta);
  const cover = artwork.images[0];
  const restriction = artwork.x_restrict === 2 ? "R-18G" : artwork.x_restrict === 1 ? "R-18" : null;
  const isAi = artwork.illust_ai_type === AI_TYPE_GENERATED;

  return (
    <Link
      to={artworkPath(artwork.id)}
      state={overlayState}
      preventScrollReset
      viewTransition={viewTransition}
      data-testid="artwork-card"
      data-id={artwork.id}
      className="group block rounded-lg focus-visible:outline-offset-4"
    >
      <div
        data-card-frame
        className="relative overflow-hidden rounded-lg bg-neutral-200 shadow-sm dark:bg-neutral-800"
        style={{ paddingBottom: `${(cardAspect(artwork.width, artwork.height) * 100).toFixed(3)}%` }}
      >
        {cover === undefined ? null : (
          <Pximg
            src={cover.m}
            alt={artwork.title}
            seed={artwork.id}
            className="transition-transform duration-300 group-hover:scale-[1.03]"
          />
        )}
        <div className="pointer-events-none absolute inset-x-1.5 top-1.5 flex items-start gap-1">
          {rank === undefined ? null : (
            <Badge
              tone={rank <= 3 ? "accent" : "neutral"}
              label={t("rank.position", { rank })}
              className="min-w-5 justify-center"
            >
              {rank}
            </Badge>
          )}
          <span className="flex-1" />
          {restriction === null ? null : <Badge tone="danger">{restriction}</Badge>}
          {isAi ? (
            <Badge tone="violet" label={t("artwork.ai")}>
              {t("badge.ai")}
            </Badge>
          ) : null}
          {artwork.count > 1 ? (
            <Badge label={t("artwork.pages", { count: artwork.count })}>
              <Layers aria-hidden className="size-3" />
              {artwork.count}
            </Badge>
          ) : null}
        </div>
        {artwork.type === "ugoira" ? (
          <span
            role="img"
            aria-label={t("artwork.ugoira")}
            className="pointer-events-none absolute top-1/2 left-1/2 flex size-10 -translate-1/2 items-center justify-center rounded-full bg-black/45 text-white"
          >
            <Play aria-hidden className="ml-0.5 size-5 fill-current" />
          </span>
        ) : null}
        {outerMeta ? null : (
          <div
            data-card-meta="inner"
            className="pointer-events-none absolute inset-x-0 bottom-0 bg-linear-to-t from-black/70 to-transparent px-2 pt-6 pb-1.5 text-white [&_p]:text-inherit"
          >
            <CardMeta artwork={artwork} />
          </div>
        )}
      </div>
      {outerMeta ? (
        <div
          data-card-meta="outer"
          className="overflow-hidden px-0.5 pt-1.5"
          style={{ height: CARD_META_HEIGHT }}
        >
          <CardMeta artwork={artwork} />
        </div>
      ) : null}
    </Link>
  );
}

/** Title and author: under the image, or over its lower edge when "outer meta" is off. */
function CardMeta({ artwork }: { artwork: Artwork }) {
  return (
    <>
      <p className="truncate text-[13px] leading-5 font-medium">{artwork.title}</p>
      <p className="truncate text-xs leading-4 opacity-75">{artwork.author.name}</p>
    </>
  );
}
