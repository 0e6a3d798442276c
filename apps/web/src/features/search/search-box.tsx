/**
 * The search box on Home: an artwork link or id opens the work; any other term is checked
 * (PRODUCT.md §5: trimmed, at most 50 characters, no sensitive words), saved to the search history and
 * goes to /search/{term}. A refused term says why under the box. The placeholder is a random
 * trending tag, searched when the box is sent empty (PRODUCT.md §2 Home). Once someone types, the
 * box loads its tag suggestions (home-search-suggestions.tsx, a chunk of its own, with the search
 * messages), which picking one searches.
 */
import clsx from "clsx";
import { SEARCH_MAX_LENGTH } from "@pxv/pixiv";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useAfterFirstPaint } from "../../components/after-first-paint";
import { searchPath } from "../../routing/paths";
import { useTrendingTagsQuery } from "../../queries/trending-tags";
import { SearchSubmitButton, useSearchSubmit } from "./search-submit";

const HomeSearchSuggestions = lazy(() => import("./home-search-suggestions"));

export function SearchBox({ initialValue = "", className }: { initialValue?: string; className?: string }) {
  const { t } = useTranslation();
  const { problem, submit } = useSearchSubmit();
  // The trending tags (a random one is the placeholder) wait until the first cards are painted, so
  // Home's ranking answer does not share the network with them.
  const tags = useTrendingTagsQuery("illust", { enabled: useAfterFirstPaint() }).data ?? [];
  const [pick] = useState(Math.random);
  const randomTag = tags[Math.floor(pick * tags.length)]?.name;
  /** The box, once someone has typed in it: the suggestions attach to it. */
  const [typedIn, setTypedIn] = useState<HTMLInputElement | null>(null);

  const go = (value: string): void => {
    submit(value, { resultsPath: searchPath, opensArtworks: true });
  };

  return (
    <form
      role="search"
      aria-label={t("search.label")}
      className={clsx("relative", className)}
      onSubmit={(event) => {
        event.preventDefault();
        const entry = new FormData(event.currentTarget).get("q");
        const value = typeof entry === "string" ? entry.trim() : "";
        go(value === "" ? (randomTag ?? "") : value);
      }}
    >
      <input
        key={initialValue}
        type="search"
        name="q"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={false}
        onInput={(event) => {
          setTypedIn(event.currentTarget);
        }}
        data-testid="search-input"
        defaultValue={initialValue}
        aria-label={t("search.label")}
        placeholder={randomTag ?? t("search.placeholder")}
        enterKeyHint="search"
        autoComplete="off"
        maxLength={SEARCH_MAX_LENGTH}
        aria-invalid={problem !== null}
        className="h-10 w-full rounded-full border border-neutral-300 bg-white pr-11 pl-4 text-sm placeholder:text-neutral-400 focus:border-accent focus:outline-none dark:border-neutral-700 dark:bg-neutral-900"
      />
      <SearchSubmitButton label={t("search.submit")} className="absolute top-1 right-1" />
      {typedIn === null ? null : (
        <Suspense>
          <HomeSearchSuggestions input={typedIn} onChoose={go} />
        </Suspense>
      )}
      {problem === null ? null : (
        <p
          role="alert"
          data-testid="search-error"
          className="absolute top-full mt-1 px-4 text-xs text-rose-600"
        >
          {t(`search.invalid_${problem}`)}
        </p>
      )}
    </form>
  );
}
