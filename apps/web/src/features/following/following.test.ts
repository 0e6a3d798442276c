import { describe, expect, it } from "vitest";
import { availableTabs, followingTabPath, parseFollowingTab } from "./following-tabs";
import { readLastSeen, saveLastSeen, splitAtLastSeen } from "./last-seen";

describe("Following tabs", () => {
  it("keeps PRODUCT.md's order and hides the novel timeline without app login", () => {
    expect(availableTabs({ novels: true })).toEqual(["1", "5", "2", "7", "3", "6", "4"]);
    expect(availableTabs({ novels: false })).toEqual(["1", "2", "7", "3", "6", "4"]);
  });

  it("reads /following/:tab, unknown tabs as the timeline", () => {
    expect(parseFollowingTab("7")).toBe("7");
    expect(parseFollowingTab(undefined)).toBe("1");
    expect(parseFollowingTab("9")).toBe("1");
    expect(followingTabPath("1")).toBe("/following");
    expect(followingTabPath("3")).toBe("/following/3");
  });
});

describe("the last-seen marker", () => {
  const items = [9, 8, 5, 2].map((id) => ({ artwork: { id } }));
  it("splits the feed at the work seen last: new ones above", () => {
    expect(splitAtLastSeen(items, 5)).toEqual({ fresh: items.slice(0, 2), seen: items.slice(2) });
    expect(splitAtLastSeen(items, 9)).toEqual({ fresh: [], seen: items });
    expect(splitAtLastSeen(items, null)).toBeNull();
  });

  it("splits above the first older work when the one seen last is no longer shown", () => {
    expect(splitAtLastSeen(items, 3)).toEqual({ fresh: items.slice(0, 3), seen: items.slice(3) });
    expect(splitAtLastSeen(items, 10)).toEqual({ fresh: [], seen: items });
    expect(splitAtLastSeen(items, 1)).toBeNull();
  });

  it("is kept across visits", () => {
    localStorage.clear();
    expect(readLastSeen()).toBeNull();
    saveLastSeen(123);
    expect(readLastSeen()).toBe(123);
  });
});
