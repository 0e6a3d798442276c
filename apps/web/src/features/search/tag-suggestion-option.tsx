/**
 * One tag suggestion as an option of a search box's listbox: the tag and, beside it, its translated
 * name when pixiv gives one. A press picks it without taking the focus from the box (the box stays
 * the combobox); `active` is the option the arrow keys reached (aria-selected).
 */
import type { TagSuggestion } from "@pxv/pixiv";
import clsx from "clsx";

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
