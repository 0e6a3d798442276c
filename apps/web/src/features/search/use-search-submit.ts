/**
 * The rule a sent search follows, for Home's box and the search page's bar alike: an artwork link
 * or id opens the work (where the box offers that); any other term is checked (PRODUCT.md §5: at
 * most 50 characters, no sensitive words), saved to the search history and its results opened. A
 * refused term is the `problem` the box shows under itself.
 */
import { validateSearchInput } from "@pxv/pixiv";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useSensitiveWords } from "../../queries/pxv-feeds";
import { artworkPath } from "../../routing/paths";
import { artworkIdFromInput } from "./artwork-input";

export type SearchProblem = "too_long" | "sensitive";

export interface SearchSubmitOptions {
  /** The results' address for a checked term. */
  readonly resultsPath: (term: string) => string;
  /** Whether an artwork link or id opens the work instead of being searched. */
  readonly opensArtworks: boolean;
  /** Runs when the term is accepted, before the results open. */
  readonly onAccepted?: () => void;
}

export function useSearchSubmit() {
  const navigate = useNavigate();
  const words = useSensitiveWords();
  const [problem, setProblem] = useState<SearchProblem | null>(null);

  /** Sends `value` (already trimmed and joined); an empty one does nothing. */
  const submit = (value: string, options: SearchSubmitOptions): void => {
    if (value === "") return;
    const id = options.opensArtworks ? artworkIdFromInput(value, window.location.origin) : null;
    if (id !== null) {
      void navigate(artworkPath(id));
      return;
    }
    const checked = validateSearchInput(value, words);
    if (!checked.ok) {
      setProblem(checked.problem === "empty" ? null : checked.problem);
      return;
    }
    setProblem(null);
    options.onAccepted?.();
    // The search history lives in IndexedDB (Dexie), loaded only when first needed.
    import("../../storage/search-history")
      .then(({ addSearchTerm }) => addSearchTerm(checked.value))
      .catch(() => undefined);
    void navigate(options.resultsPath(checked.value));
  };

  const clearProblem = (): void => {
    setProblem(null);
  };

  return { problem, clearProblem, submit };
}
