/**
 * Sending a search, for Home's box and the search page's bar alike: the rule a sent term follows (an
 * artwork link or id opens the work where the box offers that; any other term is checked, PRODUCT.md
 * §5: at most 50 characters, no sensitive words, saved to the search history and its results opened;
 * a refused term is the `problem` the box shows under itself), and the round button that sends it.
 */
import { validateSearchInput } from "@pxv/pixiv";
import { useQueryClient } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { IconButton } from "../../components/icon-button";
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
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<SearchProblem | null>(null);

  /** Sends `value` (already trimmed and joined); an empty one does nothing. */
  const submit = (value: string, options: SearchSubmitOptions): void => {
    if (value === "") return;
    const id = options.opensArtworks ? artworkIdFromInput(value, window.location.origin) : null;
    if (id !== null) {
      void navigate(artworkPath(id));
      return;
    }
    // The sensitive words (and the code that reads them) are loaded when a term is first sent, so
    // Home's first page carries neither; they stay in the query cache for the next one.
    void import("../../queries/pxv-feeds")
      .then(({ sensitiveWordsNow }) => sensitiveWordsNow(queryClient))
      .catch((): string[] => [])
      .then((words) => {
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
      });
  };

  const clearProblem = (): void => {
    setProblem(null);
  };

  return { problem, clearProblem, submit };
}

/** The round button at the box's right end that sends the search; `className` places it. */
export function SearchSubmitButton({
  label,
  className,
  testId,
}: {
  label: string;
  className: string;
  testId?: string;
}) {
  return (
    <IconButton
      type="submit"
      testId={testId}
      label={label}
      className={`${className} flex size-8 items-center justify-center rounded-full bg-accent-fill text-white hover:brightness-110`}
    >
      <Search aria-hidden className="size-4" />
    </IconButton>
  );
}
