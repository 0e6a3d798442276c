/**
 * The frame around every page: the main navigation or a top bar (from the route's handle), a thin
 * progress bar while a route's code or data loads, and scroll restoration so Back returns to the
 * same place in a list.
 */
import clsx from "clsx";
import { Outlet, ScrollRestoration, useNavigation } from "react-router";
import { NavBar } from "./nav-bar";
import { useRouteHandle } from "./route-handle";
import { TopBar } from "./top-bar";

export function AppShell() {
  const { nav } = useRouteHandle();
  const navigating = useNavigation().state !== "idle";

  return (
    <div className="min-h-dvh">
      <div
        aria-hidden
        className={clsx(
          "fixed inset-x-0 top-0 z-50 h-0.5 origin-left bg-accent transition-transform duration-500",
          navigating ? "scale-x-75" : "scale-x-0",
        )}
      />
      {nav ? <NavBar /> : <TopBar />}
      <main className={clsx(nav && "pb-[calc(3.5rem+env(safe-area-inset-bottom))] xl:pb-0 xl:pl-20")}>
        <Outlet />
      </main>
      <ScrollRestoration />
    </div>
  );
}

/** Shown on the very first load while the first page's code arrives. */
export function ShellFallback() {
  return <div className="min-h-dvh" aria-busy="true" />;
}
