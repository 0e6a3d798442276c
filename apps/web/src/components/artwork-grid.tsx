/**
 * The artwork grid other screens have used since the first slice: an ArtworkList of the given items
 * (settings layout, content filter, virtualized), with no loading footer of its own.
 */
import { ArtworkList } from "./lists/artwork-list";
import type { GridItem } from "./lists/list-item";

export type { GridItem } from "./lists/list-item";

export function ArtworkGrid({ items }: { items: readonly GridItem[] }) {
  return <ArtworkList items={items} />;
}
