/**
 * What every artwork card reads from the app — the card settings, whether someone is signed in,
 * the frame's messages and how a card opens its work — gathered once by the app shell instead of
 * once per card. A list mounts dozens of cards per scroll step; with this each card reads one
 * context instead of subscribing to the stores, the router and the messages on its own, and opening a
 * work is one shared click handler on a plain link rather than a router Link per card.
 */
import type { TFunction } from "../i18n/translator";
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from "react";
import { useTranslation } from "../i18n/use-translation";
import { useNavigate } from "react-router";
import { useShallow } from "zustand/react/shallow";
import { useOverlayLinkState, type OverlayState } from "../routing/overlay-route";
import { shownListOf } from "./lists/shown-lists";
import { useIsLoggedIn } from "../session/session";
import { useSettingsStore } from "../settings/settings-store";
import type { AppSettings } from "../settings/settings-schema";
import { afterFirstPaint } from "./after-first-paint";
import { featureSlot } from "./feature-slots";

export interface CardContext {
  /** The frame's messages ("translation" namespace). */
  readonly t: TFunction;
  /** Title and author under the image (isImageCardOuterMeta). */
  readonly outerMeta: boolean;
  readonly rounded: boolean;
  readonly shadow: boolean;
  /** The settings give the long-press menu at least one action. */
  readonly menuEnabled: boolean;
  readonly loggedIn: boolean;
  /**
   * A card link's click: opens the work over the current page, as the router's Link would. Without
   * a page transition: the list stays under the viewer, and React Router would replay a transition
   * on the way back (Escape, Back), where it cost about half a second before the list answered.
   */
  readonly open: (event: MouseEvent<HTMLAnchorElement>) => void;
}

const Context = createContext<CardContext | null>(null);

/** A plain left click, which the app handles; any other (new tab, new window, download) is the browser's. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (event.currentTarget.target === "" || event.currentTarget.target === "_self")
  );
}

export function CardContextProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  // Whether cards have a menu (the command registry, through its feature slot) loads after the first cards are painted.
  const [hasCardMenu, setHasCardMenu] = useState<((app: AppSettings) => boolean) | null>(null);
  useEffect(() => {
    let live = true;
    void afterFirstPaint()
      .then(() => featureSlot("loadCardMenuRule")())
      .then((hasMenu) => {
        if (live) setHasCardMenu(() => hasMenu);
      });
    return () => {
      live = false;
    };
  }, []);
  const { outerMeta, rounded, shadow, menuEnabled } = useSettingsStore(
    useShallow((state) => ({
      outerMeta: state.app.isImageCardOuterMeta,
      rounded: state.app.isImageCardBorderRadius,
      shadow: state.app.isImageCardBoxShadow,
      menuEnabled: hasCardMenu?.(state.app) ?? false,
    })),
  );
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const overlayState = useOverlayLinkState();
  // Read when a card is clicked, so that cards need not re-render when the location changes.
  const latest = useRef({ navigate, overlayState });
  useLayoutEffect(() => {
    latest.current = { navigate, overlayState };
  });
  const open = useCallback((event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    const { navigate: go, overlayState } = latest.current;
    const state: OverlayState = { ...overlayState, list: shownListOf(event.currentTarget) };
    const { pathname, search } = event.currentTarget;
    void go(`${pathname}${search}`, { state, preventScrollReset: true });
  }, []);
  const value = useMemo(
    () => ({ t, outerMeta, rounded, shadow, menuEnabled, loggedIn, open }),
    [t, outerMeta, rounded, shadow, menuEnabled, loggedIn, open],
  );
  return <Context value={value}>{children}</Context>;
}

export function useCardContext(): CardContext {
  const value = use(Context);
  if (value === null) throw new Error("An artwork card needs the app shell's CardContextProvider");
  return value;
}
