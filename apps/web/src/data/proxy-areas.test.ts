// The areas loaded on first use: the proxy's functions on the source's client, a stub's own first,
// a failed chunk as network, a cancel while loading as a cancel without a request.
import { describe, expect, it, vi } from "vitest";
import { DataSourceError } from "./errors";
import { loadArea } from "./proxy-areas";
import { createProxySource } from "./proxy-source";

function jsonResponse(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
}

const emptySearch = () =>
  vi.fn((_input: RequestInfo | URL) => Promise.resolve(jsonResponse({ illusts: [], next_url: null })));

describe("loadArea", () => {
  it("answers with the proxy's area on the source's own client", async () => {
    const fetch = emptySearch();
    const source = createProxySource({ fetch });
    const page = await loadArea(source, "search").then((search) => search.searchIllusts({ word: "cat" }, 1));
    expect(page).toEqual({ artworks: [], nextPage: null });
    expect(fetch).toHaveBeenCalledWith("/api/pixiv/search?word=cat&page=1", expect.anything());
  });

  it("asks the source first when it answers the method itself", async () => {
    const fetch = emptySearch();
    const own = vi.fn(() => Promise.resolve({ artworks: [], nextPage: 7 }));
    const source = { ...createProxySource({ fetch }), searchIllusts: own };
    const page = await loadArea(source, "search").then((search) => search.searchIllusts({ word: "cat" }, 1));
    expect(page.nextPage).toBe(7);
    expect(own).toHaveBeenCalledWith({ word: "cat" }, 1);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("gives a caller that cancelled while the code loaded its cancel, without a request", async () => {
    const fetch = emptySearch();
    const controller = new AbortController();
    const pending = loadArea(createProxySource({ fetch }), "people", controller.signal);
    controller.abort();
    await expect(pending).rejects.toSatisfy((error) => !(error instanceof DataSourceError));
    expect(fetch).not.toHaveBeenCalled();
  });

  it("rejects as network when an area's code cannot load, and loads it again on the next call", async () => {
    vi.resetModules();
    vi.doMock("./proxy/search", () => {
      throw new TypeError("Failed to fetch dynamically imported module");
    });
    try {
      const areas = await import("./proxy-areas");
      const { createProxySource: fresh } = await import("./proxy-source");
      const source = fresh({ fetch: emptySearch() });
      await expect(areas.loadArea(source, "search")).rejects.toMatchObject({ kind: "network" });
      vi.doUnmock("./proxy/search");
      const search = await areas.loadArea(source, "search");
      expect(typeof search.searchIllusts).toBe("function");
    } finally {
      vi.doUnmock("./proxy/search");
      vi.resetModules();
    }
  });
});
