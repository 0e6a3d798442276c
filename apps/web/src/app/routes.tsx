/**
 * The React Router routes, derived from the screen records (screens.ts) and the redirects
 * (redirects.ts). Screens load on demand, each in its own chunk together with its message
 * namespaces; the shell, the 404 page and the redirects are in the first load. Aliases render the
 * same screen under their own URL. A screen whose record names id parameters shows the 404 page
 * for a malformed id (id-param.ts). "/" also carries the start-page redirect (PRODUCT.md §2
 * Navigation: once per session).
 */
import { redirect, useParams, type LoaderFunctionArgs, type RouteObject } from "react-router";
import type { ComponentType } from "react";
import { NotFound } from "../components/not-found";
import { loadNamespaces } from "../i18n/i18n";
import { AppShell, ShellFallback } from "./app-shell";
import { hasValidIds, type IdParams } from "../routing/id-param";
import { REDIRECT_TABLE } from "./redirects";
import { RouteError } from "./route-error";
import { withNav, withoutNav } from "./route-handle";
import { SCREEN_LIST, type ScreenRecord } from "./screens";
import { startPageRedirect } from "./start-page";

/** Each screen component checked for its ids, made once so its routes share one component type. */
const checkedScreens = new WeakMap<ComponentType, ComponentType>();

/** The screen, or the 404 page when one of its id parameters is malformed. */
function withIdCheck(Screen: ComponentType, ids: IdParams): ComponentType {
  const known = checkedScreens.get(Screen);
  if (known !== undefined) return known;
  function CheckedScreen() {
    return hasValidIds(useParams(), ids) ? <Screen /> : <NotFound />;
  }
  checkedScreens.set(Screen, CheckedScreen);
  return CheckedScreen;
}

/** A screen's chunk, loaded together with the message namespaces it uses. */
function lazyScreen(record: ScreenRecord): () => Promise<{ Component: ComponentType }> {
  return async () => {
    const [Screen] = await Promise.all([record.load(), loadNamespaces(record.namespaces)]);
    return { Component: record.ids === undefined ? Screen : withIdCheck(Screen, record.ids) };
  };
}

/** Redirect routes render nothing: their loader has already sent the router elsewhere. */
function Redirecting() {
  return null;
}

const screenRoutes: RouteObject[] = SCREEN_LIST.flatMap((screen) => {
  const lazy = lazyScreen(screen);
  return Object.entries(screen.routes).flatMap(([name, paths]) =>
    paths.map((path) => ({
      path,
      lazy,
      handle: screen.nav ? withNav(screen.id, name) : withoutNav(screen.id, name),
      ...(path === "/" ? { loader: startPageRedirect } : {}),
    })),
  );
});

const redirectRoutes: RouteObject[] = REDIRECT_TABLE.flatMap((entry) =>
  entry.paths.map((path) => ({
    path,
    loader: ({ request, params }: LoaderFunctionArgs) =>
      redirect(entry.to(params, new URL(request.url).searchParams)),
    Component: Redirecting,
  })),
);

export const routes: RouteObject[] = [
  {
    id: "root",
    Component: AppShell,
    HydrateFallback: ShellFallback,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          ...screenRoutes,
          ...redirectRoutes,
          { path: "*", Component: NotFound, handle: withoutNav("not-found", "NotFound") },
        ],
      },
    ],
  },
];
