/**
 * Whether the navigation is hidden (PRODUCT.md §2 Navigation): it hides when the page scrolls down past
 * 160 px and shows again on any scroll up. Only when the hideNavBarOnScroll setting is on, and only
 * on screens up to 1270 px wide (PRODUCT.md §9), where the navigation is a bottom bar.
 */
import { NAV_HIDE_SCROLL_THRESHOLD_PX } from "@pxv/pixiv";
import { useEffect, useState } from "react";
import { useSettingsStore } from "../settings/settings-store";

const MAX_WIDTH_FOR_HIDING = 1270;

/** The next hidden state from the previous and current scroll offsets. */
export function nextNavHidden(hidden: boolean, previousY: number, y: number): boolean {
  if (y <= NAV_HIDE_SCROLL_THRESHOLD_PX) return false;
  if (y > previousY) return true;
  if (y < previousY) return false;
  return hidden;
}

export function useHideOnScroll(): boolean {
  const enabled = useSettingsStore((state) => state.app.hideNavBarOnScroll);
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    let previousY = window.scrollY;
    const onScroll = (): void => {
      const y = window.scrollY;
      const narrow = window.innerWidth <= MAX_WIDTH_FOR_HIDING;
      setHidden((current) => (narrow ? nextNavHidden(current, previousY, y) : false));
      previousY = y;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
    };
  }, [enabled]);

  return enabled && hidden;
}
