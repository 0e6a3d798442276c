// The routes derived from the screen records: every path and alias reaches its screen, the path
// builders produce paths of their own route, the id matcher turns bad ids away (404), redirects
// land where pixiv's URL shapes point, and anything else shows the 404 page whose button goes Home.
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { matchRoutes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { REDIRECT_PATHS, isAppPagePath } from "@pxv/pixiv";
import { artwork } from "../test/fixtures";
import { renderApp, stubSource } from "../test/render-app";
import { hasValidIds, matchId, type IdKind } from "../routing/id-param";
import { aliasPath, pathTo, routePaths, type RouteName } from "../routing/paths";
import { REDIRECT_TABLE } from "./redirects";
import { routes } from "./routes";
import { SCREEN_LIST } from "./screens";

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

/** Every registered path: [path pattern, route name, screen id]. */
const ALL_PATHS = SCREEN_LIST.flatMap((screen) =>
  Object.entries(screen.routes).flatMap(([name, paths]) =>
    paths.map((path) => [path, name, screen.id] as const),
  ),
);

/** The sample value of each parameter name. */
function sampleParam(name: string): string {
  if (name === "type") return "daily";
  if (name === "keyword" || name === "word") return "cat";
  if (name === "tab") return "2";
  if (name === "kind") return "illust";
  return "12345678";
}

/** A concrete URL for a route pattern: each parameter gets a sample value. */
function samplePath(pattern: string): string {
  // A splat (pixiv's /en/* prefix) stands for a page: the server judges the prefix by what follows.
  return pattern.replace(/:(\w+)/g, (_, name: string) => sampleParam(name)).replace(/\*$/, "rank/daily");
}

function sampleParams(pattern: string): Record<string, string> {
  return Object.fromEntries(
    [...pattern.matchAll(/:(\w+)/g)].map(([, name = ""]) => [name, sampleParam(name)]),
  );
}

describe("every path of every screen record", () => {
  it.each(ALL_PATHS.map(([path, name, screen]) => [samplePath(path), name, screen] as const))(
    "%s is the route %s of the screen %s",
    (path, name, screen) => {
      expect(handleAt(path)).toMatchObject({ name, page: screen });
    },
  );

  it("has unique route names and paths", () => {
    const names = SCREEN_LIST.flatMap((screen) => Object.keys(screen.routes));
    expect(new Set(names).size).toBe(names.length);
    const paths = ALL_PATHS.map(([path]) => path);
    expect(new Set(paths).size).toBe(paths.length);
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

describe("path builders", () => {
  it.each(ALL_PATHS.map(([path, name]) => [name, path] as const))(
    "pathTo(%s) with the parameters of %s builds a path of that route",
    (name, path) => {
      const built = pathTo(name as RouteName, sampleParams(path) as never);
      expect(handleAt(built)?.name).toBe(name);
      // The first path taking these parameters: the canonical one unless an alias differs in them.
      const first = routePaths(name as RouteName).find(
        (candidate) =>
          Object.keys(sampleParams(candidate)).sort().join() ===
          Object.keys(sampleParams(path)).sort().join(),
      );
      expect(built).toBe(samplePath(first ?? ""));
    },
  );

  it("encodes parameters and adds a query", () => {
    expect(pathTo("SearchKeyword", { keyword: "猫 犬/x" })).toBe("/search/%E7%8C%AB%20%E7%8A%AC%2Fx");
    expect(pathTo("Rank", { type: "weekly" }, { date: "2025-11-01" })).toBe("/rank/weekly?date=2025-11-01");
    expect(pathTo("Users", { id: 11 }, { tab: "following" })).toBe("/users/11?tab=following");
    expect(pathTo("Following")).toBe("/following");
    expect(pathTo("Following", { tab: 3 })).toBe("/following/3");
    expect(pathTo("IllustSeries", { uid: 1, sid: 2 })).toBe("/user/1/series/2");
  });

  it("names an alias only of its own route", () => {
    expect(aliasPath("Spotlights", "/pixivision")).toBe("/pixivision");
    // @ts-expect-error /pixivision is not a path of Home.
    expect(() => aliasPath("Home", "/pixivision")).toThrow(/Home/);
  });

  it("refuses parameters no path of the route takes", () => {
    // @ts-expect-error Artwork needs its id.
    expect(() => pathTo("Artwork")).toThrow(/Artwork/);
    // @ts-expect-error Home takes no id.
    expect(() => pathTo("Home", { id: 1 })).toThrow(/Home/);
  });
});

describe("the id matcher", () => {
  it.each([
    ["1", "pixiv", true],
    ["130000001", "pixiv", true],
    ["999999999999999", "pixiv", true],
    ["1000000000000000", "pixiv", false],
    ["0", "pixiv", false],
    ["012", "pixiv", false],
    ["abc", "pixiv", false],
    ["12a", "pixiv", false],
    ["", "pixiv", false],
    ["-5", "pixiv", false],
    ["9999999999", "article", true],
    ["10000000000", "article", false],
    ["0", "article", false],
    ["01234567890123456789", "live", true],
    ["123456789012345678901", "live", false],
    ["12.5", "live", false],
  ] as const)("%s is %s id: %s", (value, kind: IdKind, valid) => {
    expect(matchId(value, kind) !== null).toBe(valid);
  });

  it("checks every id parameter a record names", () => {
    expect(hasValidIds({ uid: "abc", sid: "5" }, { sid: "pixiv" })).toBe(true);
    expect(hasValidIds({ sid: "0" }, { sid: "pixiv" })).toBe(false);
    expect(hasValidIds({}, { id: "pixiv" })).toBe(false);
  });

  it("names the id parameters of every screen that reads one", () => {
    const withIds = SCREEN_LIST.filter((screen) => screen.ids !== undefined).map((screen) => screen.id);
    expect(withIds.sort()).toEqual(
      ["artwork", "illust-series", "live", "novel", "novel-series", "pixivision", "spotlight", "user"].sort(),
    );
  });

  it.each([
    "/artworks/abc",
    "/artworks/0",
    "/i/1000000000000000",
    "/novel/012",
    "/users/abc/novels",
    "/user/5/series/x",
    "/novel/series/0",
    "/spotlight/12345678901",
    "/a/0",
    "/live/abc",
  ])("shows the 404 page for the malformed id in %s", async (path) => {
    await renderApp(path);
    expect(await screen.findByTestId("not-found")).toBeTruthy();
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

describe("the server's page paths (@pxv/pixiv's isAppPagePath)", () => {
  it("name every redirect the router registers", () => {
    expect(REDIRECT_TABLE.map((entry) => entry.name).sort()).toEqual(Object.keys(REDIRECT_PATHS).sort());
  });

  it.each([
    ...ALL_PATHS.map(([path]) => samplePath(path)),
    ...Object.values(REDIRECT_PATHS).flatMap((paths) => paths.map(samplePath)),
    "/RANK/daily/",
    "/no/such/page",
    "/artworks",
    "/404",
    "/proxy/https://i.pximg.net/a.jpg",
    "/-https://i.pximg.net/a.jpg",
  ])("agree with the router on %s", (path) => {
    expect(isAppPagePath(path)).toBe(pageAt(path) !== "not-found");
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

  it.each(["/rank/no_such_type"])("is shown for the invalid parameter in %s", async (path) => {
    await renderApp(path);
    expect(await screen.findByTestId("not-found")).toBeTruthy();
  });
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
    expect((await screen.findByTestId("work-deleted")).textContent).toContain("was deleted or is hidden");
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
