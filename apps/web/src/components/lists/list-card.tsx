/**
 * The artwork card as the virtual lists render it: memoized on its props (the work, its rank and
 * its box), so when a list scrolls or a page is appended only the cards that enter it render. A list
 * entry is a work's card or, for an expanded multi-page work, one of its later pages (page-tile.tsx).
 */
import { memo, type ReactNode } from "react";
import type { Artwork } from "@pxv/pixiv";
import { ArtworkCard } from "../artwork-card";
import type { GridItem } from "./list-item";
import { PageTile } from "./page-tile";

export const ListCard = memo(ArtworkCard);

/** How a list's cards expand a multi-page work inline: whether one is expanded, and the toggle. */
export interface InlineExpand {
  readonly isExpanded: (artwork: Artwork) => boolean;
  readonly toggle: (artwork: Artwork) => void;
}

/** One entry of a list: the work's card, or a later page's tile. */
export function ListEntryCard({
  item,
  imageHeight,
  metaInside,
  expand,
}: {
  item: GridItem;
  imageHeight?: number | undefined;
  metaInside?: boolean | undefined;
  expand?: InlineExpand | undefined;
}): ReactNode {
  if (item.page !== undefined) {
    return (
      <PageTile
        artwork={item.artwork}
        page={item.page}
        imageHeight={imageHeight}
        metaInside={metaInside}
        onToggleExpand={expand?.toggle}
      />
    );
  }
  return (
    <ListCard
      artwork={item.artwork}
      rank={item.rank}
      imageHeight={imageHeight}
      metaInside={metaInside}
      expanded={expand?.isExpanded(item.artwork) ?? false}
      onToggleExpand={expand?.toggle}
    />
  );
}
