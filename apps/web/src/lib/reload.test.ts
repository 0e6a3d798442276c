import { afterEach, describe, expect, it, vi } from "vitest";
import { pageReload, RELOAD_SCROLL_KEY, takeSavedScroll } from "./reload";

describe("the scroll position kept across a settings reload", () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it("is saved for the current path before reloading and taken back once", () => {
    const reload = vi.fn();
    const location = { pathname: "/setting/preference", reload } as unknown as Location;
    vi.spyOn(window, "location", "get").mockReturnValue(location);
    Object.defineProperty(window, "scrollY", { value: 640, configurable: true });
    pageReload.now();
    expect(reload).toHaveBeenCalledOnce();
    expect(takeSavedScroll("/setting/preference")).toBe(640);
    expect(takeSavedScroll("/setting/preference")).toBeNull();
  });

  it("is ignored on another path or when the saved value is damaged", () => {
    sessionStorage.setItem(RELOAD_SCROLL_KEY, JSON.stringify({ path: "/setting", y: 300 }));
    expect(takeSavedScroll("/setting/preference")).toBeNull();
    sessionStorage.setItem(RELOAD_SCROLL_KEY, "{not json");
    expect(takeSavedScroll("/setting/preference")).toBeNull();
  });
});
