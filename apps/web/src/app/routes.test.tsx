// The route table: every alias reaches its page, redirects land on /rank/{type}, and anything
// else shows the 404 page whose button goes Home.
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { matchRoutes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { artwork } from "../test/fixtures";
import { renderApp, stubSource } from "../test/render-app";
import { routes } from "./routes";
import { ROUTE_TABLE } from "./route-table";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function handleAt(path: string): { page?: string; name?: string } | undefined {
  const matches = matchRoutes(routes, path) ?? [];
  return matches.at(-1)?.route.handle as { page?: string; name?: string } | undefined;
}

function pageAt(path: string): unknown {
  return handleAt(path)?.page;
}

/** A concrete URL for a route pattern: each parameter gets a sample value. */
function samplePath(pattern: string): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) =>
    name === "type"
      ? "daily"
      : name === "keyword" || name === "word"
        ? "cat"
        : name === "tab"
          ? "2"
          : "12345678",
  );
}

describe("every route of the table", () => {
  it.each(ROUTE_TABLE.flatMap((entry) => entry.paths.map((path) => [samplePath(path), entry.name] as const)))(
    "%s is the route %s",
    (path, name) => {
      expect(handleAt(path)?.name).toBe(name);
    },
  );

  it("has unique route names", () => {
    const names = ROUTE_TABLE.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each([
    // The reading screens are real: on the stub source (nothing exists) they say so.
    ["/users/5", "error-notice"],
    ["/novel/series/9", "error-notice"],
    ["/setting/others", "preference-page"],
    ["/setting/recommend", "recommend-page"],
    ["/setting/about/faq", "faq-page"],
  ])("%s renders %s", async (path, testId) => {
    await renderApp(path);
    expect(await screen.findByTestId(testId)).toBeTruthy();
  });
});

describe("pixiv's own URL shapes", () => {
  it.each([
    ["/novel/show.php?id=123", "/novel/123"],
    ["/member.php?id=55", "/users/55"],
    ["/member_illust.php?mode=medium&illust_id=130000001", "/artworks/130000001"],
    ["/member_illust.php?id=55", "/users/55/artworks"],
    ["/tags/%E7%8C%AB/artworks", "/search/%E7%8C%AB"],
    ["/tags/cat", "/search/cat"],
    ["/tags/cat/novels", "/search_novel/cat"],
    ["/en/artworks/130000001", "/artworks/130000001"],
    ["/en/tags/%E9%A2%A8%E6%99%AF/artworks", "/search/%E9%A2%A8%E6%99%AF"],
    ["/member.php?id=abc", "/404"],
  ])("%s goes to %s", async (from, to) => {
    const { router } = await renderApp(from);
    await vi.waitFor(() => {
      expect(router.state.location.pathname).toBe(to);
    });
  });
});

describe("route table", () => {
  it.each([
    ["/", "home"],
    ["/home", "home"],
    ["/index", "home"],
    ["/index.html", "home"],
    ["/rank/daily", "rank"],
    ["/rank/weekly", "rank"],
    ["/artworks/130000001", "artwork"],
    ["/illusts/130000001", "artwork"],
    ["/illust/130000001", "artwork"],
    ["/i/130000001", "artwork"],
    ["/search", "search"],
    ["/search/オリジナル", "search"],
    ["/s/landscape", "search"],
    ["/setting", "setting"],
    ["/artworks", "not-found"],
    ["/no/such/page", "not-found"],
  ])("%s shows the %s page", (path, page) => {
    expect(pageAt(path)).toBe(page);
  });

  it.each([
    ["/rank", "/rank/daily", ""],
    ["/ranking", "/rank/daily", ""],
    ["/ranking.php", "/rank/daily", ""],
    ["/ranking.php?mode=weekly&date=20251101", "/rank/weekly", "?date=2025-11-01"],
    ["/ranking.php?mode=bogus&date=nope", "/rank/daily", ""],
  ])("%s redirects to %s%s", async (from, pathname, search) => {
    const { router } = await renderApp(from);
    await screen.findByRole("heading", { level: 1, name: "Ranking" });
    expect(router.state.location.pathname).toBe(pathname);
    expect(router.state.location.search).toBe(search);
  });
});

describe("404 page", () => {
  it("shows a Back to Home button that goes Home", async () => {
    const { router } = await renderApp("/definitely/not/here");
    const notFound = await screen.findByTestId("not-found");
    expect(within(notFound).getByRole("heading", { name: "Page not found" })).toBeTruthy();

    await act(async () => {
      fireEvent.click(within(notFound).getByRole("button", { name: "Back to Home" }));
      await Promise.resolve();
    });
    await screen.findByRole("heading", { name: "Daily ranking" });
    expect(router.state.location.pathname).toBe("/");
  });

  it.each(["/rank/no_such_type", "/artworks/abc", "/artworks/0"])(
    "is shown for the invalid parameter in %s",
    async (path) => {
      await renderApp(path);
      expect(await screen.findByTestId("not-found")).toBeTruthy();
    },
  );
});

describe("pages", () => {
  it("shows an artwork under an alias with its title, author and every page", async () => {
    const work = artwork({ id: 130000077, title: "Harbour at dusk", pageCount: 3, totalComments: 4 });
    const getArtwork = vi.fn(() => Promise.resolve(work));
    await renderApp("/i/130000077", stubSource({ getArtwork }));

    expect(await screen.findByRole("heading", { level: 1, name: "Harbour at dusk" })).toBeTruthy();
    expect(getArtwork).toHaveBeenCalledWith(130000077, expect.anything());
    expect(screen.getByTestId("artwork-author").textContent).toBe("Test Painter");
    const images = screen.getAllByTestId("artwork-image");
    expect(images).toHaveLength(3);
    // The default quality ("Large") shows the full 1200 master: pixiv's size segment is dropped.
    expect(images[0]?.getAttribute("src")).toMatch(/^\/-\/img-master\/.*_p0_master1200\.jpg$/);
    expect(screen.getByTestId("artwork-comments").textContent).toBe("4");
  });

  it("says so when an artwork does not exist", async () => {
    await renderApp("/artworks/99999999");
    expect((await screen.findByTestId("error-notice")).textContent).toContain("Not found");
  });

  it("hides the Following tab while nobody is signed in", async () => {
    await renderApp("/setting");
    const nav = await screen.findByTestId("main-nav");
    expect(within(nav).queryByTestId("nav-following")).toBeNull();
    expect(within(nav).getByTestId("nav-rank")).toBeTruthy();
  });

  it("searches the keyword of /s/:keyword", async () => {
    const searchIllusts = vi.fn(() => Promise.resolve({ artworks: [], nextPage: null }));
    await renderApp("/s/landscape", stubSource({ searchIllusts }));
    const chips = await screen.findAllByTestId("search-chip", {}, { timeout: 10_000 });
    expect(chips.map((chip) => chip.textContent)).toEqual(["landscape"]);
    await waitFor(() => {
      expect(searchIllusts).toHaveBeenCalledWith(
        expect.objectContaining({ word: "landscape -R-18 -R18 -18+" }),
        1,
        expect.anything(),
      );
    });
  }, 15_000);
});
