/**
 * What a route tells the shell about itself: whether its page has the main navigation (tab pages)
 * or a top bar with a back arrow instead (detail pages, 404), which screen it shows and its route
 * name (screens.ts).
 */
import { useMatches } from "react-router";

export interface RouteHandle {
  readonly nav: boolean;
  /** Which screen the route shows; aliases of one page share it. */
  readonly page: string;
  /** The route's name; aliases share it. */
  readonly name: string;
}

export const withNav = (page: string, name: string): RouteHandle => ({ nav: true, page, name });
export const withoutNav = (page: string, name: string): RouteHandle => ({ nav: false, page, name });

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === "object" && value !== null && typeof (value as { nav?: unknown }).nav === "boolean";
}

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return { nav: false, page: "unknown", name: "Unknown" };
}
