/**
 * The frame around every page: the main navigation or a top bar (from the route's handle), a thin
 * progress bar while a route's code or data loads, toasts, the dialog host, and scroll restoration
 * so Back returns to the same place in a list. The page-transition style of the settings is put on
 * <html> for the view-transition CSS (index.css).
 */
import clsx from "clsx";
import { useEffect } from "react";
import { Outlet, ScrollRestoration, useNavigation } from "react-router";
import { DialogHost } from "../components/dialogs";
import { Toasts } from "../lib/toast";
import { LazyNoticeAlerts } from "../features/notices/lazy-notices";
import { useSettingsStore } from "../features/settings/settings-store";
import { useEffectiveDarkMode } from "./use-settings-effects";
import { NavBar } from "./nav-bar";
import { useRouteHandle } from "./route-handle";
import { TopBar } from "./top-bar";
import { useHideOnScroll } from "./use-hide-on-scroll";

export function AppShell() {
  const { nav, page, name } = useRouteHandle();
  const navigating = useNavigation().state !== "idle";
  const navHidden = useHideOnScroll();
  const transition = useSettingsStore((state) => state.app.pageTransition);
  const dark = useEffectiveDarkMode();

  useEffect(() => {
    document.documentElement.dataset["transition"] = transition;
  }, [transition]);

  return (
    <div className="min-h-dvh">
      <div
        aria-hidden
        data-testid="progress-bar"
        className={clsx(
          "fixed inset-x-0 top-0 z-50 h-0.5 origin-left bg-accent transition-transform duration-500",
          navigating ? "scale-x-75" : "scale-x-0",
        )}
      />
      {nav ? <NavBar hidden={navHidden} /> : <TopBar />}
      <main
        data-page={page}
        data-route={name}
        className={clsx(nav && "pb-[calc(3.5rem+env(safe-area-inset-bottom))] xl:pb-0 xl:pl-20")}
      >
        <Outlet />
      </main>
      <ScrollRestoration />
      <DialogHost />
      <LazyNoticeAlerts />
      <Toasts theme={dark ? "dark" : "light"} />
    </div>
  );
}

/** Shown on the very first load while the first page's code arrives. */
export function ShellFallback() {
  return <div className="min-h-dvh" aria-busy="true" />;
}
