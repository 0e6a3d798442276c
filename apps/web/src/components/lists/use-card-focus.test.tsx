// The keyboard's place in a list survives a render that replaces the focused card's element: the
// new element takes the focus. A card left by a click elsewhere or by Tab keeps nothing: the focus
// stays where the person put it.
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useCardFocus } from "./use-card-focus";

/** Three cells of cards; `generation` in the key makes a render replace every card's element. */
function List({ generation }: { generation: number }) {
  const { listRef, onFocus } = useCardFocus(3, undefined);
  return (
    <div>
      <button type="button" data-testid="outside">
        outside
      </button>
      <div ref={listRef} onFocus={onFocus}>
        {[0, 1, 2].map((index) => (
          <div key={`${String(generation)}-${String(index)}`} data-index={index}>
            <a href={`#${String(index)}`} data-testid="artwork-card" data-generation={generation}>
              card {index}
            </a>
          </div>
        ))}
      </div>
    </div>
  );
}

function cardAt(container: HTMLElement, index: number): HTMLElement {
  const card = container.querySelector<HTMLElement>(
    `[data-index="${String(index)}"] [data-testid=artwork-card]`,
  );
  if (card === null) throw new Error(`no card at ${String(index)}`);
  return card;
}

afterEach(cleanup);

describe("useCardFocus", () => {
  it("focuses the new element of the focused card when a render replaces it", async () => {
    const { container, rerender } = render(<List generation={1} />);
    act(() => {
      cardAt(container, 1).focus();
    });
    rerender(<List generation={2} />);
    await act(async () => {
      await Promise.resolve();
    });
    expect(document.activeElement).toBe(cardAt(container, 1));
    expect(cardAt(container, 1).dataset["generation"]).toBe("2");
  });

  it("leaves the focus where the person moved it", async () => {
    const { container, getByTestId, rerender } = render(<List generation={1} />);
    act(() => {
      cardAt(container, 1).focus();
    });
    act(() => {
      getByTestId("outside").focus();
    });
    rerender(<List generation={2} />);
    await act(async () => {
      await Promise.resolve();
    });
    expect(document.activeElement).toBe(getByTestId("outside"));
  });
});
