/**
 * A masonry list's first row laid out by CSS alone, for the server's rendering of a first screen
 * (app/first-screen/render.tsx), which knows no window: whatever the column heights, the first card of
 * each column is the list's card of that index, at the top of its column, so this row is exactly where
 * MasonryView puts it at any width. The column count follows PRODUCT.md's breakpoints as media queries
 * made from COLUMN_BREAKPOINTS, over the same gap; cards past the count are hidden, and only the cards
 * of a phone's row load their pictures at once (a hidden card's lazy picture is never fetched).
 */
import {
  COLUMN_BREAKPOINTS,
  COLUMNS_DEFAULT,
  columnsForWidth,
  GRID_GAP,
} from "../../lib/layouts/card-geometry";
import { ServerPictureLoading } from "../pximg";
import { ListCard } from "./list-card";
import type { GridItem } from "./list-item";

const ROW_ATTRIBUTE = "data-masonry-first-row";
const ROW = `[${ROW_ATTRIBUTE}]`;
/** The most columns any width gets. */
const MOST_COLUMNS = Math.max(COLUMNS_DEFAULT, ...COLUMN_BREAKPOINTS.map(({ columns }) => columns));
/** The cards a phone's row shows (the width of a 600 px window and below): their pictures load at once. */
const EAGER_CARDS = columnsForWidth(COLUMN_BREAKPOINTS.find(({ columns }) => columns > 1)?.maxWidth ?? 0);

const columnsRule = (columns: number): string =>
  `${ROW}{grid-template-columns:repeat(${String(columns)},minmax(0,1fr))}` +
  `${ROW}>*{display:block}${ROW}>:nth-child(n+${String(columns + 1)}){display:none}`;

/** The row's columns by the window's width: the widest rule first, each narrower one overriding it. */
export const FIRST_ROW_CSS = [
  `${ROW}{display:grid;column-gap:${String(GRID_GAP)}px}`,
  columnsRule(COLUMNS_DEFAULT),
  ...[...COLUMN_BREAKPOINTS]
    .reverse()
    .map(({ maxWidth, columns }) => `@media (max-width:${String(maxWidth)}px){${columnsRule(columns)}}`),
].join("");

export function MasonryFirstRow({ items }: { items: readonly GridItem[] }) {
  return (
    <div data-layout="masonry" className="relative w-full">
      <style>{FIRST_ROW_CSS}</style>
      <div {...{ [ROW_ATTRIBUTE]: "" }}>
        {items.slice(0, MOST_COLUMNS).map((item, index) => (
          <div key={item.artwork.id} data-index={index}>
            <ServerPictureLoading value={index < EAGER_CARDS ? "eager" : "lazy"}>
              <ListCard artwork={item.artwork} rank={item.rank} />
            </ServerPictureLoading>
          </div>
        ))}
      </div>
    </div>
  );
}
