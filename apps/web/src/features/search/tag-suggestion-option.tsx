/**
 * A search box's suggestions: the listbox under the box (both search boxes draw the same one), and
 * one tag suggestion as its option — the tag and, beside it, its translated name when pixiv gives
 * one. A press picks it without taking the focus from the box (the box stays the combobox);
 * `active` is the option the arrow keys reached (aria-selected).
 */
import type { TagSuggestion } from "@pxv/pixiv";
import clsx from "clsx";
import type { ReactNode } from "react";

/** The listbox under a search box; `id` is what the box's aria-controls names. */
export function SuggestionListbox({
  id,
  label,
  children,
}: {
  id: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={label}
      data-testid="search-suggestions"
      className="absolute inset-x-0 top-full z-30 mt-1 overflow-hidden rounded-2xl border border-neutral-200 bg-white py-1 shadow-lg dark:border-neutral-700 dark:bg-neutral-900"
    >
      {children}
    </ul>
  );
}

export function TagSuggestionOption({
  id,
  suggestion,
  active,
  onChoose,
}: {
  id: string;
  suggestion: TagSuggestion;
  active: boolean;
  onChoose: (name: string) => void;
}) {
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      data-testid="search-suggestion"
      onMouseDown={(event) => {
        event.preventDefault();
      }}
      onClick={() => {
        onChoose(suggestion.name);
      }}
      className={clsx(
        "flex cursor-pointer items-baseline gap-2 px-4 py-2 text-sm hover:bg-neutral-100 dark:hover:bg-neutral-800",
        active && "bg-neutral-100 dark:bg-neutral-800",
      )}
    >
      <span data-testid="suggestion-name">{suggestion.name}</span>
      {suggestion.tname === "" ? null : (
        <span data-testid="suggestion-translation" className="truncate text-xs text-neutral-500">
          {suggestion.tname}
        </span>
      )}
    </li>
  );
}
