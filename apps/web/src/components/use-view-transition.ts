/**
 * Whether navigations should animate with the View Transitions API: a transition style is chosen
 * (settings → preference) and the browser supports the API (PRODUCT.md §2: otherwise the progress bar).
 */
import { useSettingsStore } from "../settings/settings-store";
import { supportsViewTransitions } from "../lib/view-transitions";

export { supportsViewTransitions };

export function useViewTransition(): boolean {
  const transition = useSettingsStore((state) => state.app.pageTransition);
  return transition !== "none" && supportsViewTransitions();
}
