// What a mounted list shows is found by the id recorded at a click, follows the list as it changes,
// and is gone once the list unmounts (then ← / → fall back to the cached lists).
import { act, render, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SHOWN_LIST_ATTRIBUTE, shownListOf, useShownIds, useShownList } from "./shown-lists";

function List({ ids }: { ids: readonly number[] }) {
  const listId = useShownList(ids);
  return (
    <div {...{ [SHOWN_LIST_ATTRIBUTE]: listId }}>
      <a href="/artworks/1">card</a>
    </div>
  );
}

describe("shown lists", () => {
  it("finds a mounted list by the id on its element, live, until it unmounts", () => {
    const first = [1, 2, 3];
    const view = render(<List ids={first} />);
    const listId = shownListOf(view.container.querySelector("a") as Element);
    expect(listId).not.toBeNull();
    const shown = renderHook(() => useShownIds(listId));
    expect(shown.result.current).toEqual([1, 2, 3]);

    act(() => {
      view.rerender(<List ids={[1, 2, 3, 4]} />);
    });
    expect(shown.result.current).toEqual([1, 2, 3, 4]);

    act(() => {
      view.unmount();
    });
    expect(shown.result.current).toBeNull();
  });

  it("gives every list its own id", () => {
    const a = render(<List ids={[1]} />);
    const b = render(<List ids={[2]} />);
    const idOf = (container: HTMLElement) => shownListOf(container.querySelector("a") as Element);
    expect(idOf(a.container)).not.toEqual(idOf(b.container));
  });

  it("knows no list for a card outside one", () => {
    const view = render(<a href="/artworks/1">card</a>);
    expect(shownListOf(view.container.querySelector("a") as Element)).toBeNull();
    expect(renderHook(() => useShownIds(null)).result.current).toBeNull();
  });
});
