/**
 * The search page's box (PRODUCT.md §2 Search): typed words become keyword chips (a space ends one,
 * Backspace in an empty box takes the last one back), pixiv's tag suggestions with their translated
 * names come once typing pauses (use-tag-suggestions.ts), and a typed id offers quick jumps to an
 * artwork, user, novel or spotlight. The box is a combobox over that list: the arrow keys move
 * through it, Enter picks the active option (else searches), Escape closes it. Submitting checks the term (PRODUCT.md §5: at most 50 characters, no sensitive words),
 * saves it to the search history and opens the results of the current tab, keeping its filters.
 * An artwork link or an id of 8+ digits opens the work directly, as on Home.
 */
import { SEARCH_MAX_LENGTH, splitKeywords } from "@pxv/pixiv";
import clsx from "clsx";
import { useId, useState, type KeyboardEvent } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { Link, useNavigate, useSearchParams } from "react-router";
import { CloseButton } from "../../components/close-button";
import { artworkIdFromInput } from "./artwork-input";
import { quickJumps, searchTabPath, type SearchTab } from "./search-paths";
import { nextActiveIndex, optionId } from "./suggestion-keys";
import { SuggestionListbox, TagSuggestionOption } from "./tag-suggestion-option";
import { SearchSubmitButton, useSearchSubmit } from "./search-submit";
import { useTagSuggestions } from "./use-tag-suggestions";

export function SearchBar({ tab, word }: { tab: SearchTab; word: string }) {
  const { t } = useTranslation("search");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const listId = useId();
  const [chips, setChips] = useState<string[]>(() => splitKeywords(word));
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  /** The option the arrow keys reached, -1 for none (suggestion-keys.ts). */
  const [active, setActive] = useState(-1);
  const { problem, clearProblem, submit: send } = useSearchSubmit();

  // A new word in the address (history, a tag tile) replaces the chips.
  const [shownWord, setShownWord] = useState(word);
  if (shownWord !== word) {
    setShownWord(word);
    setChips(splitKeywords(word));
    setText("");
  }

  const jumps = quickJumps(text);
  const suggested = useTagSuggestions(text, tab !== "user");
  const optionCount = jumps.length + suggested.length;
  const showList = open && optionCount > 0;
  const activeIndex = showList && active < optionCount ? active : -1;

  /** Searches the chips plus the typed text (or, from a suggestion, the suggestion instead). */
  const submit = (typedText: string = text): void => {
    const all = [...chips, ...splitKeywords(typedText)];
    send(all.join(" "), {
      opensArtworks: tab === "illust",
      resultsPath: (term) => {
        const keep = new URLSearchParams(params);
        keep.delete("p");
        return searchTabPath(tab, term, keep);
      },
      onAccepted: () => {
        setOpen(false);
        setActive(-1);
        setChips(all);
        setText("");
      },
    });
  };

  /** Picks option `index`: a jump opens its page, a suggestion is searched. */
  const choose = (index: number): void => {
    const jump = jumps[index];
    if (jump !== undefined) {
      void navigate(jump.to);
      return;
    }
    const suggestion = suggested[index - jumps.length];
    if (suggestion !== undefined) submit(suggestion.name);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    const moved = nextActiveIndex(activeIndex, optionCount, event.key);
    if (moved !== null) {
      event.preventDefault();
      setOpen(true);
      setActive(moved);
    } else if (event.key === "Enter" && activeIndex >= 0) {
      event.preventDefault();
      choose(activeIndex);
    } else if (event.key === "Backspace" && text === "" && chips.length > 0) {
      event.preventDefault();
      setText(chips.at(-1) ?? "");
      setChips(chips.slice(0, -1));
    } else if (event.key === "Escape") {
      // Closing the list is this press's whole work: the browser would also empty the box.
      if (showList) event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <form
      role="search"
      aria-label={t("box.label")}
      className="relative"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="flex min-h-11 flex-wrap items-center gap-1.5 rounded-3xl border border-neutral-300 bg-white py-1.5 pr-12 pl-3 focus-within:border-accent focus-within:ring-2 focus-within:ring-accent dark:border-neutral-700 dark:bg-neutral-900">
        {chips.map((chip, index) => (
          <span
            key={`${chip}:${String(index)}`}
            data-testid="search-chip"
            className="inline-flex items-center gap-1 rounded-full bg-accent/15 px-2.5 py-0.5 text-sm"
          >
            {chip}
            <CloseButton
              label={t("box.remove_chip", { chip })}
              size="sm"
              className="text-neutral-500 hover:text-neutral-900 dark:hover:text-white"
              onClick={() => {
                setChips(chips.filter((_, at) => at !== index));
              }}
            />
          </span>
        ))}
        <input
          type="search"
          role="combobox"
          data-testid="search-input"
          value={text}
          aria-label={t("box.label")}
          aria-autocomplete="list"
          aria-controls={listId}
          aria-expanded={showList}
          aria-activedescendant={activeIndex >= 0 ? optionId(listId, activeIndex) : undefined}
          aria-invalid={problem !== null}
          placeholder={chips.length === 0 ? t(`box.placeholder_${tab}`) : ""}
          enterKeyHint="search"
          autoComplete="off"
          maxLength={SEARCH_MAX_LENGTH}
          onFocus={() => {
            setOpen(true);
          }}
          onBlur={() => {
            // Let a click on a suggestion land first.
            setTimeout(() => {
              setOpen(false);
            }, 150);
          }}
          onKeyDown={onKeyDown}
          onChange={(event) => {
            const value = event.target.value;
            setOpen(true);
            setActive(-1);
            clearProblem();
            // A space (ASCII or ideographic) after a word turns it into a chip.
            if (/[\s\u3000]$/.test(value) && value.trim() !== "" && artworkIdFromInput(value) === null) {
              setChips([...chips, ...splitKeywords(value)]);
              setText("");
            } else {
              setText(value);
            }
          }}
          className="min-w-24 flex-1 bg-transparent py-1 text-sm outline-none placeholder:text-neutral-400"
        />
      </div>
      <SearchSubmitButton
        label={t("box.submit")}
        testId="search-submit"
        className="absolute top-1.5 right-1.5"
      />
      {problem === null ? null : (
        <p role="alert" data-testid="search-error" className="mt-1 px-4 text-xs text-rose-600">
          {t(`box.invalid_${problem}`)}
        </p>
      )}
      {showList ? (
        <SuggestionListbox id={listId} label={t("box.suggestions")}>
          {jumps.map((jump, index) => (
            <li
              key={jump.kind}
              id={optionId(listId, index)}
              role="option"
              aria-selected={index === activeIndex}
            >
              <Link
                to={jump.to}
                tabIndex={-1}
                data-testid={`quick-jump-${jump.kind}`}
                className={clsx(
                  "block px-4 py-2 text-sm hover:bg-neutral-100 dark:hover:bg-neutral-800",
                  index === activeIndex && "bg-neutral-100 dark:bg-neutral-800",
                )}
              >
                {t(`box.jump_${jump.kind}`, { id: jump.id })}
              </Link>
            </li>
          ))}
          {suggested.map((suggestion, at) => {
            const index = jumps.length + at;
            return (
              <TagSuggestionOption
                key={suggestion.name}
                id={optionId(listId, index)}
                suggestion={suggestion}
                active={index === activeIndex}
                onChoose={submit}
              />
            );
          })}
        </SuggestionListbox>
      ) : null}
    </form>
  );
}
