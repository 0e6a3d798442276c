// The masonry view in the DOM: only the cards near the viewport are rendered, at the positions the
// layout gives; an appended page (new item objects, as the screens build them) and a scroll step
// render only the cards that enter, never again the ones already shown.
import type { Artwork } from "@pxv/pixiv";
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CARD_META_HEIGHT } from "../../lib/layouts/card-geometry";
import { artwork } from "../../test/fixtures";
import { asGridItems } from "./list-item";
import { layoutMasonry, masonryCardsIn } from "../../lib/layouts/masonry-placement";
import { MasonryView } from "./masonry-view";
import { bandAt } from "./use-window-band";

/** Renders of each work's card. */
const renders = new Map<number, number>();

vi.mock("../artwork-card", () => ({
  ArtworkCard: ({ artwork: work }: { artwork: Artwork }) => {
    renders.set(work.id, (renders.get(work.id) ?? 0) + 1);
    return <div data-testid="artwork-card" data-id={work.id} />;
  },
}));

class NoopResizeObserver {
  observe(): void {}
  disconnect(): void {}
}

const WIDTH = 1000;
const works = Array.from({ length: 90 }, (_, index) =>
  artwork({ id: 160000001 + index, width: 1000, height: 700 + ((index * 370) % 1700) }),
);
const shownIds = (container: HTMLElement): number[] =>
  [...container.querySelectorAll("[data-testid=artwork-card]")].map((card) =>
    Number(card.getAttribute("data-id")),
  );

beforeEach(() => {
  renders.clear();
  vi.stubGlobal("ResizeObserver", NoopResizeObserver);
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(WIDTH);
  vi.spyOn(window, "scrollY", "get").mockReturnValue(0);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("masonry view", () => {
  it("renders only the cards in the viewport's band, where the layout puts them", () => {
    const { container } = render(
      <MasonryView items={asGridItems(works.slice(0, 60))} metaHeight={CARD_META_HEIGHT} />,
    );
    const layout = layoutMasonry(works.slice(0, 60), {
      containerWidth: WIDTH,
      viewportWidth: window.innerWidth,
      metaHeight: CARD_META_HEIGHT,
    });
    const band = bandAt(0, window.innerHeight, 0);
    const expected = masonryCardsIn(layout, band.from, band.to).map((index) => works[index]?.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(60);
    expect(shownIds(container)).toEqual(expected);
    const list = container.querySelector<HTMLElement>("[data-layout=masonry]");
    expect(list?.style.height).toBe(`${String(layout.height)}px`);
    const second = expected[1] ?? 0;
    const cell = container.querySelector(`[data-id="${String(second)}"]`)?.parentElement;
    expect(cell?.style.transform).toBe(
      `translate(${String((layout.lanes[1] ?? 0) * (layout.columnWidth + layout.gap))}px, ${String(layout.tops[1])}px)`,
    );
  });

  it("renders no card again when a page is appended or the band moves a step", () => {
    const { container, rerender } = render(
      <MasonryView items={asGridItems(works.slice(0, 30))} metaHeight={CARD_META_HEIGHT} />,
    );
    const first = shownIds(container);
    expect([...renders.values()].every((count) => count === 1)).toBe(true);

    rerender(<MasonryView items={asGridItems(works.slice(0, 60))} metaHeight={CARD_META_HEIGHT} />);
    for (const id of first) expect(renders.get(id)).toBe(1);

    vi.spyOn(window, "scrollY", "get").mockReturnValue(700);
    act(() => {
      window.dispatchEvent(new Event("scroll"));
    });
    const after = shownIds(container);
    expect(after).not.toEqual(first);
    for (const id of after) expect(renders.get(id)).toBe(1);
  });
});
