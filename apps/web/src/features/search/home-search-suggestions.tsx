/**
 * The tag suggestions under Home's search box, in their own chunk: search-box.tsx loads this only
 * once someone types, so Home's first load carries none of it. It attaches to the box's <input>
 * (which search-box.tsx renders as a combobox, collapsed) and keeps the combobox state on it:
 * aria-expanded, aria-controls and aria-activedescendant. The arrow keys move through the
 * suggestions, Enter picks the active one instead of sending the form, Escape closes the list, and
 * a press on a suggestion picks it (the box keeps the focus).
 */
import { use, useEffect, useId, useState } from "react";
import { loadNamespaces } from "../../i18n/i18n";
import { useTranslation } from "../../i18n/use-translation";
import { nextActiveIndex, optionId } from "./suggestion-keys";
import { SuggestionListbox, TagSuggestionOption } from "./tag-suggestion-option";
import { useTagSuggestions } from "./use-tag-suggestions";

/** The search messages (the listbox's name), loaded with this chunk; without them the key shows. */
const messages = loadNamespaces(["search"]).catch(() => undefined);

export default function HomeSearchSuggestions({
  input,
  onChoose,
}: {
  input: HTMLInputElement;
  onChoose: (name: string) => void;
}) {
  use(messages);
  const { t } = useTranslation("search");
  const listId = useId();
  const [text, setText] = useState(input.value);
  const [open, setOpen] = useState(document.activeElement === input);
  const [active, setActive] = useState(-1);
  const suggestions = useTagSuggestions(text);
  const showList = open && suggestions.length > 0;
  const activeIndex = showList && active < suggestions.length ? active : -1;

  const choose = (name: string): void => {
    setOpen(false);
    setActive(-1);
    onChoose(name);
  };

  useEffect(() => {
    const onInput = (): void => {
      setText(input.value);
      setOpen(true);
      setActive(-1);
    };
    const onFocus = (): void => {
      setOpen(true);
    };
    const onBlur = (): void => {
      setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent): void => {
      const moved = nextActiveIndex(activeIndex, suggestions.length, event.key);
      const chosen = suggestions[activeIndex];
      if (moved !== null) {
        event.preventDefault();
        setOpen(true);
        setActive(moved);
      } else if (event.key === "Enter" && chosen !== undefined) {
        event.preventDefault();
        choose(chosen.name);
      } else if (event.key === "Escape") {
        // Closing the list is this press's whole work: the browser would also empty the box.
        if (showList) event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    };
    input.addEventListener("input", onInput);
    input.addEventListener("focus", onFocus);
    input.addEventListener("blur", onBlur);
    input.addEventListener("keydown", onKeyDown);
    return () => {
      input.removeEventListener("input", onInput);
      input.removeEventListener("focus", onFocus);
      input.removeEventListener("blur", onBlur);
      input.removeEventListener("keydown", onKeyDown);
    };
  });

  useEffect(() => {
    input.setAttribute("aria-expanded", String(showList));
    if (showList) input.setAttribute("aria-controls", listId);
    else input.removeAttribute("aria-controls");
    if (activeIndex >= 0) input.setAttribute("aria-activedescendant", optionId(listId, activeIndex));
    else input.removeAttribute("aria-activedescendant");
  }, [input, showList, listId, activeIndex]);

  useEffect(
    () => () => {
      input.setAttribute("aria-expanded", "false");
      input.removeAttribute("aria-controls");
      input.removeAttribute("aria-activedescendant");
    },
    [input],
  );

  return showList ? (
    <SuggestionListbox id={listId} label={t("box.suggestions")}>
      {suggestions.map((suggestion, index) => (
        <TagSuggestionOption
          key={suggestion.name}
          id={optionId(listId, index)}
          suggestion={suggestion}
          active={index === activeIndex}
          onChoose={choose}
        />
      ))}
    </SuggestionListbox>
  ) : null;
}
