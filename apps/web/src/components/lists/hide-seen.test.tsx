// Hiding works from a list: the list's URL switch over the setting; a hidden work is hidden when it
// first comes, a shown one stays (opened or bookmarked from the list, it does not vanish) until the
// switch is turned on again; while the seen ids are read the list shows nothing and reads pending.
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSettingsStore } from "../../settings/settings-store";
import { useSeenWorks, watchSeenWorks } from "../../storage/seen-works";
import { hidesBy, useHidesBookmarked, useHidesSeen, useSeenFilter, useStickyFilter } from "./hide-seen";
import type { ListLoad } from "./list-load";

// The store is set by the tests; the database is not read.
vi.mock("../../storage/seen-works", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../storage/seen-works")>()),
  watchSeenWorks: vi.fn(() => Promise.resolve()),
}));

interface Work {
  readonly id: number;
  readonly marked: boolean;
}

const idOf = (work: Work): number => work.id;
const isMarked = (work: Work): boolean => work.marked;
const works = (...marked: boolean[]): Work[] =>
  marked.map((flag, index) => ({ id: index + 1, marked: flag }));
const ids = (list: readonly Work[]): number[] => list.map(idOf);

const atUrl =
  (url: string) =>
  ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;

const load: ListLoad = {
  isPending: false,
  isError: false,
  error: null,
  hasNextPage: true,
  isFetchingNextPage: false,
  isFetchNextPageError: false,
  fetchNextPage: () => Promise.resolve(),
  refetch: () => Promise.resolve(),
};

afterEach(() => {
  vi.mocked(watchSeenWorks).mockClear();
  useSettingsStore.getState().setAppSetting("isHideSeenWorks", false);
  useSeenWorks.setState({ illust: null, novel: null });
});

describe("a list's switch", () => {
  it("takes the URL's hide or show over the default", () => {
    expect(hidesBy("hide", false)).toBe(true);
    expect(hidesBy("show", true)).toBe(false);
    expect(hidesBy(null, true)).toBe(true);
    expect(hidesBy("anything", false)).toBe(false);
  });

  it("hides seen works by the setting unless the list's URL says otherwise", () => {
    expect(renderHook(useHidesSeen, { wrapper: atUrl("/rank/daily") }).result.current).toBe(false);
    expect(renderHook(useHidesSeen, { wrapper: atUrl("/rank/daily?seen=hide") }).result.current).toBe(true);
    useSettingsStore.getState().setAppSetting("isHideSeenWorks", true);
    expect(renderHook(useHidesSeen, { wrapper: atUrl("/rank/daily") }).result.current).toBe(true);
    expect(renderHook(useHidesSeen, { wrapper: atUrl("/rank/daily?seen=show") }).result.current).toBe(false);
  });

  it("hides bookmarked works only when the ranking's URL says so", () => {
    expect(renderHook(useHidesBookmarked, { wrapper: atUrl("/rank/daily") }).result.current).toBe(false);
    expect(
      renderHook(useHidesBookmarked, { wrapper: atUrl("/rank/daily?bookmarked=hide") }).result.current,
    ).toBe(true);
  });
});

describe("the sticky filter", () => {
  it("hides what is hidden when it comes, and keeps what was shown", () => {
    const view = renderHook(({ items, on }) => useStickyFilter(items, idOf, isMarked, on), {
      initialProps: { items: works(false, true, false), on: true },
    });
    expect(ids(view.result.current)).toEqual([1, 3]);

    // Work 1 is bookmarked (or opened) from the list: it stays; a new page's marked work is hidden.
    view.rerender({ items: [...works(true, true, false), { id: 4, marked: true }], on: true });
    expect(ids(view.result.current)).toEqual([1, 3]);

    // Off shows everything; on again hides every marked work, the spared ones too.
    view.rerender({ items: works(true, true, false), on: false });
    expect(ids(view.result.current)).toEqual([1, 2, 3]);
    view.rerender({ items: works(true, true, false), on: true });
    expect(ids(view.result.current)).toEqual([3]);
  });
});

describe("the seen filter", () => {
  it("shows nothing and reads pending while the seen ids are read, then hides the seen", () => {
    const items = works(false, false, false);
    const view = renderHook(({ on }) => useSeenFilter("illust", items, idOf, on, load), {
      initialProps: { on: true },
    });
    expect(view.result.current.shown).toEqual([]);
    expect(view.result.current.firstLoad?.isPending).toBe(true);
    expect(watchSeenWorks).toHaveBeenCalled();

    act(() => {
      useSeenWorks.setState({ illust: new Set([2]) });
    });
    expect(ids(view.result.current.shown)).toEqual([1, 3]);
    expect(view.result.current.firstLoad).toBe(load);

    // Work 3 opened from the list (now seen) stays; off, the seen one comes back.
    act(() => {
      useSeenWorks.setState({ illust: new Set([2, 3]) });
    });
    expect(ids(view.result.current.shown)).toEqual([1, 3]);
    view.rerender({ on: false });
    expect(ids(view.result.current.shown)).toEqual([1, 2, 3]);
  });

  it("hides nothing and reads nothing when off", () => {
    const items = works(false, false);
    const view = renderHook(() => useSeenFilter("novel", items, idOf, false, load));
    expect(ids(view.result.current.shown)).toEqual([1, 2]);
    expect(watchSeenWorks).not.toHaveBeenCalled();
  });
});
