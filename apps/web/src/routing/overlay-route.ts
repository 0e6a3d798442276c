/**
 * The artwork viewer as a route over the list (the "background location" pattern): a card link
 * carries the list's location in its history state, and the shell keeps rendering that list under
 * the viewer while the state is there. Back pops the entry, so the list comes back exactly as it
 * was — same scroll position, same loaded pages, never remounted. A direct visit, or a reload of
 * the overlay's URL (the state survives, but no list is mounted), renders the viewer as a page.
 */
import { useLocation, type Location } from "react-router";

/** The history state a card link carries. */
export interface OverlayState {
  readonly background: Location;
  /** The mounted list the card was clicked in (components/lists/shown-lists.ts), for ← / →. */
  readonly list?: string | null;
}

function isLocation(value: unknown): value is Location {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as Partial<Record<keyof Location, unknown>>;
  return typeof candidate.pathname === "string" && typeof candidate.key === "string";
}

/** The list location under an overlay, or null when the state carries none. */
export function backgroundLocation(state: unknown): Location | null {
  if (typeof state !== "object" || state === null) return null;
  const background = (state as { background?: unknown }).background;
  return isLocation(background) ? background : null;
}

/** The list a work was opened from, as recorded at the click, or null. */
export function openedFromList(state: unknown): string | null {
  const list = (state as { list?: unknown } | null)?.list;
  return typeof list === "string" ? list : null;
}

/**
 * The state for a link that opens a work over the current page. Inside an overlay the list under
 * it stays the background, so chained overlays close back to the same list.
 */
export function useOverlayLinkState(): OverlayState {
  const location = useLocation();
  return { background: backgroundLocation(location.state) ?? location };
}
