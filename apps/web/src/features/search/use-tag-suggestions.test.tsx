// pixiv's tag suggestions in a search box: asked for only once the word has rested, never for an
// empty word, an id or a word past the search limit, and a request whose word changed before its
// answer came is cancelled (its signal aborts) and its answer never shown.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import { AUTOCOMPLETE_DEBOUNCE_MS, SEARCH_MAX_LENGTH, type TagSuggestion } from "@pxv/pixiv";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RequestOptions } from "../../data/request-options";
import { DataSourceProvider } from "../../data/data-source-context";
import { stubSource } from "../../test/render-app";
import { MAX_TAG_SUGGESTIONS, suggestionWord, useTagSuggestions } from "./use-tag-suggestions";

interface Asked {
  readonly word: string;
  readonly signal: AbortSignal | undefined;
  readonly answer: (tags: readonly TagSuggestion[]) => void;
}

function setUp() {
  const asked: Asked[] = [];
  const source = stubSource({
    getAutocomplete: (word: string, options?: RequestOptions) =>
      new Promise<readonly TagSuggestion[]>((resolve) => {
        asked.push({ word, signal: options?.signal, answer: resolve });
      }),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <DataSourceProvider source={source}>{children}</DataSourceProvider>
    </QueryClientProvider>
  );
  const hook = renderHook(({ typed }: { typed: string }) => useTagSuggestions(typed), {
    wrapper,
    initialProps: { typed: "" },
  });
  return { asked, hook };
}

const rest = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DEBOUNCE_MS);
  });

/** Waits until the words asked are `words` (the search area's code loads before the first ask). */
const askedFor = (asked: readonly Asked[], words: readonly string[]) =>
  vi.waitFor(() => {
    expect(asked.map((request) => request.word)).toEqual(words);
  });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("useTagSuggestions", () => {
  it("asks once the word has rested and shows the answer with its translations", async () => {
    const { asked, hook } = setUp();
    hook.rerender({ typed: "c" });
    hook.rerender({ typed: "ca" });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DEBOUNCE_MS - 1);
    });
    expect(asked).toEqual([]);
    await rest();
    await askedFor(asked, ["ca"]);
    const tags = Array.from({ length: MAX_TAG_SUGGESTIONS + 2 }, (_, index) => ({
      name: `猫${String(index)}`,
      tname: "cat",
    }));
    await act(async () => {
      asked[0]?.answer(tags);
      await vi.runOnlyPendingTimersAsync();
    });
    expect(hook.result.current).toEqual(tags.slice(0, MAX_TAG_SUGGESTIONS));
  });

  it("cancels the request of a word that changed before its answer, and never shows that answer", async () => {
    const { asked, hook } = setUp();
    hook.rerender({ typed: "ca" });
    await rest();
    await askedFor(asked, ["ca"]);
    hook.rerender({ typed: "cat" });
    await act(async () => {
      await vi.runOnlyPendingTimersAsync();
    });
    expect(asked[0]?.signal?.aborted).toBe(true);
    await act(async () => {
      asked[0]?.answer([{ name: "喫茶店", tname: "café" }]);
      await vi.runOnlyPendingTimersAsync();
    });
    expect(hook.result.current).toEqual([]);
    await rest();
    await askedFor(asked, ["ca", "cat"]);
    expect(asked[1]?.signal?.aborted).toBe(false);
  });

  it.each([
    ["", ""],
    ["  cat  ", "cat"],
    ["130000001", ""],
    ["猫".repeat(SEARCH_MAX_LENGTH), "猫".repeat(SEARCH_MAX_LENGTH)],
    ["猫".repeat(SEARCH_MAX_LENGTH + 1), ""],
  ])("asks for %j as %j", (typed, word) => {
    expect(suggestionWord(typed)).toBe(word);
  });

  it("asks nothing for an id", async () => {
    const { asked, hook } = setUp();
    hook.rerender({ typed: "130000001" });
    await rest();
    expect(asked).toEqual([]);
  });
});
