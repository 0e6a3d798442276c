/**
 * The frame around every page: the main navigation or a top bar (from the route's handle), a thin
 * progress bar while a route's code or data loads, toasts, the dialog host, and scroll restoration
 * so Back returns to the same place in a list, and on a touch screen the first-run hint
 * (features/onboarding), loaded after the first cards are painted. The page-transition style of the
 * settings is put on <html> for the view-transition CSS (index.css). A work opened from a list is
 * shown over that list (overlay-route.ts): the list's element, kept from its last location, stays
 * mounted (inert) under the viewer and keeps reading its own location, so nothing in it reloads or
 * moves.
 */
import clsx from "clsx";
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from "react";
import {
  ScrollRestoration,
  useLocation,
  useNavigation,
  useOutlet,
  useRoutes,
  type Location,
} from "react-router";
import { useCommandKeys } from "../commands/use-command-keys";
import { CardContextProvider } from "../components/card-context";
import { DialogHost } from "../components/dialogs";
import { isFingerFirst } from "../lib/finger-first";
import { Toasts } from "../lib/toast";
import { LazyNoticeAlerts } from "../features/notices/lazy-notices";
import { loadNamespaces } from "../i18n/i18n";
import { BulkDownloadsEntry } from "../features/bulk-download/bulk-entry";
import { SlideshowEntry } from "../features/slideshow/slideshow-entry";
import { useSettingsStore } from "../settings/settings-store";
import { useAfterFirstPaint } from "../components/after-first-paint";
import { useEffectiveDarkMode } from "./use-settings-effects";
import { NavBar } from "./nav-bar";
import { PAGE_MAIN_CLASS } from "./page-main";
import { backgroundLocation } from "../routing/overlay-route";
import { useRouteHandle, type RouteHandle } from "./route-handle";
import { TopBar } from "./top-bar";
import { useHideOnScroll } from "./use-hide-on-scroll";

const FpsMeter = lazy(() => import("./fps-meter"));
// The first-run hint for touch screens: its own chunk, only where a finger is the main pointer.
const TouchHint = lazy(() => import("../features/onboarding/touch-hint"));
// The shortcut sheet (`?`) and its messages load on first use.
const ShortcutSheet = lazy(() =>
  Promise.all([import("../commands/shortcut-sheet"), loadNamespaces(["keys"])]).then(([module]) => ({
    default: module.ShortcutSheet,
  })),
);

/** What the shell last showed as a page: kept so that an overlay can show it underneath. */
interface ShownPage {
  readonly element: ReactNode;
  readonly location: Location;
  readonly handle: RouteHandle;
}

/** Which screens open over the page they were opened from. */
const OVERLAY_PAGES: ReadonlySet<string> = new Set(["artwork"]);

export function AppShell() {
  // The notices (their feed and schema) and the toast area wait until the first cards are painted.
  const painted = useAfterFirstPaint();
  const handle = useRouteHandle();
  const location = useLocation();
  const outlet = useOutlet();
  const background = backgroundLocation(location.state);
  const [kept, setKept] = useState<ShownPage | null>(null);
  const overlay =
    background !== null &&
    kept !== null &&
    kept.location.key === background.key &&
    OVERLAY_PAGES.has(handle.page);
  // Derived state: remember the page of each new location (React re-renders at once).
  if (!overlay && kept?.location !== location) setKept({ element: outlet, location, handle });
  const shown: ShownPage = overlay ? kept : { element: outlet, location, handle };
  const { nav, page, name } = shown.handle;
  const navigating = useNavigation().state !== "idle";
  const navHidden = useHideOnScroll();
  const transition = useSettingsStore((state) => state.app.pageTransition);
  const showFps = useSettingsStore((state) => state.app.showFpsDemo);
  const dark = useEffectiveDarkMode();
  const [sheetOpen, setSheetOpen] = useState(false);
  const openSheet = useCallback(() => {
    setSheetOpen(true);
  }, []);
  useCommandKeys(openSheet);

  useEffect(() => {
    document.documentElement.dataset["transition"] = transition;
  }, [transition]);

  return (
    <CardContextProvider>
      <div className="min-h-dvh">
        <div
          aria-hidden
          data-testid="progress-bar"
          className={clsx(
            "fixed inset-x-0 top-0 z-50 h-0.5 origin-left bg-accent transition-transform duration-500",
            navigating ? "scale-x-75" : "scale-x-0",
          )}
        />
        <AtLocation location={shown.location}>
          {nav ? <NavBar screen={page} hidden={navHidden} /> : <TopBar />}
          <main
            data-page={page}
            data-route={name}
            inert={overlay}
            aria-hidden={overlay || undefined}
            className={clsx(nav && PAGE_MAIN_CLASS)}
          >
            {shown.element}
          </main>
        </AtLocation>
        {overlay ? (
          <OverlayFrame page={handle.page} name={handle.name}>
            {outlet}
          </OverlayFrame>
        ) : null}
        <ScrollRestoration />
        <DialogHost />
        {painted ? <LazyNoticeAlerts /> : null}
        <BulkDownloadsEntry />
        <SlideshowEntry />
        {painted ? <Toasts theme={dark ? "dark" : "light"} /> : null}
        {painted && isFingerFirst ? (
          <Suspense fallback={null}>
            <TouchHint />
          </Suspense>
        ) : null}
        {sheetOpen ? (
          <Suspense fallback={null}>
            <ShortcutSheet
              onClose={() => {
                setSheetOpen(false);
              }}
            />
          </Suspense>
        ) : null}
        {showFps ? (
          <Suspense fallback={null}>
            <FpsMeter />
          </Suspense>
        ) : null}
      </div>
    </CardContextProvider>
  );
}

/** AtLocation's one route matches any location: the page element inside carries its own match. */
const ANY_PATH = "*";

/**
 * The page and its bar at the location they were shown for: under the viewer that is the list's
 * own, so nothing in the list sees the viewer's URL (its search parameters, its state) and the
 * navigation keeps the list's tab lit. useRoutes with a location is React Router's public way to
 * render at another location; its one route only carries the children (the page element carries
 * its own route match). The page always goes through here, so opening the viewer changes no
 * element above the list and the list is never remounted.
 */
function AtLocation({ location, children }: { location: Location; children: ReactNode }) {
  return useRoutes([{ path: ANY_PATH, element: children }], location);
}

/**
 * The viewer over a list: a full-screen layer that scrolls on its own (the page under it keeps its
 * scroll position); the page's scrolling is locked while it is open, and the "back" command (Escape,
 * Backspace) closes it. The list under it is inert, so focus stays in the overlay; when it closes,
 * focus goes back to what had it before (the card that opened it).
 */
function OverlayFrame({ page, name, children }: { page: string; name: string; children: ReactNode }) {
  // The list's title, read before the viewer sets its own, is put back when the viewer closes.
  const [listTitle] = useState(() => document.title);
  const [opener] = useState(() => document.activeElement);
  useEffect(() => {
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = previous;
      document.title = listTitle;
      // The list is inert until this overlay is gone: return focus once it is interactive again.
      requestAnimationFrame(() => {
        if (opener instanceof HTMLElement && opener.isConnected) opener.focus({ preventScroll: true });
      });
    };
  }, [listTitle, opener]);

  return (
    <div
      role="dialog"
      aria-modal="true"
      data-testid="artwork-overlay"
      data-page={page}
      data-route={name}
      className="fixed inset-0 z-40 overflow-y-auto overscroll-contain bg-neutral-50 dark:bg-neutral-950"
    >
      <TopBar overlay />
      {children}
    </div>
  );
}

/** Shown on the very first load while the first page's code arrives. */
export function ShellFallback() {
  return <div className="min-h-dvh" aria-busy="true" />;
}
