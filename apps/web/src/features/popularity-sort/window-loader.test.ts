// The window loader: pages up to the window through the list's own fetch, each page asked for once
// (a call while a page is in flight joins it), progress before each page, a cancel that lets the
// page in flight land and asks for no more, the list's end and a failure stopping it early.
import { describe, expect, it } from "vitest";
import { loadWindow, type PagedList, type PagedListState, type WindowProgress } from "./window-loader";

/** A fake infinite query over `total` pages, counting requests per page; page `failing` fails once. */
function fakeList(total: number, loaded = 1, failing: number | null = null) {
  const requests = new Map<number, number>();
  let pages: number[] = Array.from({ length: loaded }, (_, index) => index + 1);
  let inFlight: Promise<PagedListState> | null = null;
  let failedOnce = false;
  let release: (() => void) | null = null;
  let holding = false;
  const state = (error = false): PagedListState => ({
    data: { pages: [...pages] },
    hasNextPage: pages.length < total,
    isFetchNextPageError: error,
  });
  const list: PagedList & { pages: () => number } = {
    ...state(),
    pages: () => pages.length,
    fetchNextPage: (options) => {
      if (inFlight !== null && options?.cancelRefetch === false) return inFlight;
      const page = pages.length + 1;
      requests.set(page, (requests.get(page) ?? 0) + 1);
      inFlight = (async () => {
        await Promise.resolve();
        if (holding) await new Promise<void>((resolve) => (release = resolve));
        inFlight = null;
        if (page === failing && !failedOnce) {
          failedOnce = true;
          return state(true);
        }
        pages = [...pages, page];
        return state();
      })();
      return inFlight;
    },
  };
  return {
    list,
    requests,
    hold: () => (holding = true),
    releaseOne: () => {
      holding = false;
      release?.();
    },
  };
}

describe("loadWindow", () => {
  it("loads the pages after those loaded up to the window, each once, with progress", async () => {
    const { list, requests } = fakeList(50, 2);
    const progress: WindowProgress[] = [];
    const outcome = await loadWindow(list, 5, { onProgress: (step) => progress.push(step) });
    expect(outcome).toEqual({ pages: 5, end: false, cancelled: false, failed: false });
    expect([...requests.entries()]).toEqual([
      [3, 1],
      [4, 1],
      [5, 1],
    ]);
    expect(progress).toEqual([
      { page: 3, target: 5 },
      { page: 4, target: 5 },
      { page: 5, target: 5 },
    ]);
  });

  it("asks for nothing when the window is already loaded", async () => {
    const { list, requests } = fakeList(50, 12);
    expect(await loadWindow(list, 10)).toMatchObject({ pages: 12, end: false });
    expect(requests.size).toBe(0);
  });

  it("stops early at the list's end", async () => {
    const { list, requests } = fakeList(3, 1);
    expect(await loadWindow(list, 30)).toEqual({ pages: 3, end: true, cancelled: false, failed: false });
    expect([...requests.keys()]).toEqual([2, 3]);
  });

  it("joins a page already in flight instead of asking again", async () => {
    const { list, requests } = fakeList(50, 1);
    const sentinel = list.fetchNextPage();
    const outcome = await loadWindow(list, 4);
    await sentinel;
    expect(outcome.pages).toBe(4);
    expect([...requests.values()]).toEqual([1, 1, 1]);
  });

  it("stops after the page in flight when cancelled", async () => {
    const fake = fakeList(50, 1);
    let cancelled = false;
    fake.hold();
    const run = loadWindow(fake.list, 10, { isCancelled: () => cancelled });
    await Promise.resolve();
    cancelled = true;
    fake.releaseOne();
    const outcome = await run;
    expect(outcome).toEqual({ pages: 2, end: false, cancelled: true, failed: false });
    expect([...fake.requests.keys()]).toEqual([2]);
  });

  it("stops at a failed page, and a new run asks for it again", async () => {
    const { list, requests } = fakeList(50, 1, 3);
    expect(await loadWindow(list, 5)).toEqual({ pages: 2, end: false, cancelled: false, failed: true });
    expect(await loadWindow({ ...list, isFetchNextPageError: true }, 5)).toMatchObject({
      pages: 5,
      failed: false,
    });
    expect(requests.get(3)).toBe(2);
    expect(requests.get(4)).toBe(1);
  });
});
