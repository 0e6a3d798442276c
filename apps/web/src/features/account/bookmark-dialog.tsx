/**
 * The long-press bookmark dialog (PRODUCT.md §4; PRODUCT.md §B3.6): public or private, free tags
 * separated by spaces, and the work's own tags to tick. A native <dialog> (focus trap, Escape and
 * backdrop for free); resolves with the choice, or null when cancelled.
 */
import { useEffect, useId, useRef, useState, type SyntheticEvent } from "react";
import { useTranslation } from "../../i18n/use-translation";
import type { BookmarkChoice, Restrict } from "../../data/account-source";

export interface BookmarkDialogProps {
  readonly workTags: readonly string[];
  readonly initial: BookmarkChoice;
  readonly showPrivacy: boolean;
  readonly showTags: boolean;
  readonly onClose: (choice: BookmarkChoice | null) => void;
}

/** Free text → tags: split on any whitespace, empty pieces dropped, duplicates once. */
export function parseTagInput(text: string): string[] {
  return [...new Set(text.split(/\s+/).filter((tag) => tag !== ""))];
}

export function BookmarkDialog({ workTags, initial, showPrivacy, showTags, onClose }: BookmarkDialogProps) {
  const { t } = useTranslation("account");
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [restrict, setRestrict] = useState<Restrict>(initial.restrict);
  const [picked, setPicked] = useState<ReadonlySet<string>>(
    new Set(initial.tags.filter((tag) => workTags.includes(tag))),
  );
  const [free, setFree] = useState(initial.tags.filter((tag) => !workTags.includes(tag)).join(" "));

  useEffect(() => {
    ref.current?.showModal();
  }, []);

  const submit = (event: SyntheticEvent): void => {
    event.preventDefault();
    onClose({ restrict, tags: showTags ? [...new Set([...picked, ...parseTagInput(free)])] : [] });
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      data-testid="bookmark-dialog"
      onCancel={(event) => {
        event.preventDefault();
        onClose(null);
      }}
      className="m-auto w-[min(28rem,92vw)] rounded-xl bg-white p-5 text-neutral-900 shadow-xl backdrop:bg-black/40 dark:bg-neutral-900 dark:text-neutral-100"
    >
      <form onSubmit={submit}>
        <h2 id={titleId} className="mb-3 text-base font-semibold">
          {t("bookmark.dialog_title")}
        </h2>
        {showPrivacy ? (
          <fieldset className="mb-3 flex gap-4 text-sm">
            {(["public", "private"] as const).map((value) => (
              <label key={value} className="flex items-center gap-1">
                <input
                  type="radio"
                  name="restrict"
                  value={value}
                  checked={restrict === value}
                  onChange={() => {
                    setRestrict(value);
                  }}
                />
                {t(`bookmark.${value}`)}
              </label>
            ))}
          </fieldset>
        ) : null}
        {showTags ? (
          <>
            <label className="mb-1 block text-sm font-medium">
              {t("bookmark.tags_label")}
              <input
                name="tags"
                value={free}
                onChange={(event) => {
                  setFree(event.target.value);
                }}
                className="mt-1 w-full rounded-lg border border-neutral-300 bg-transparent px-3 py-2 text-sm dark:border-neutral-700"
              />
            </label>
            {workTags.length > 0 ? (
              <fieldset className="mt-2 mb-3">
                <legend className="mb-1 text-xs text-neutral-500">{t("bookmark.work_tags")}</legend>
                <div className="flex max-h-40 flex-wrap gap-2 overflow-y-auto">
                  {workTags.map((tag) => (
                    <label
                      key={tag}
                      className="flex items-center gap-1 rounded-full bg-neutral-100 px-2 py-1 text-xs dark:bg-neutral-800"
                    >
                      <input
                        type="checkbox"
                        checked={picked.has(tag)}
                        onChange={(event) => {
                          const next = new Set(picked);
                          if (event.target.checked) next.add(tag);
                          else next.delete(tag);
                          setPicked(next);
                        }}
                      />
                      {tag}
                    </label>
                  ))}
                </div>
              </fieldset>
            ) : null}
          </>
        ) : null}
        <div className="mt-4 flex justify-end gap-2">
          <button
            type="button"
            onClick={() => {
              onClose(null);
            }}
            className="rounded-lg px-4 py-2 text-sm"
          >
            {t("bookmark.cancel")}
          </button>
          <button
            type="submit"
            className="rounded-lg bg-accent-fill px-4 py-2 text-sm font-semibold text-white"
          >
            {t("bookmark.save")}
          </button>
        </div>
      </form>
    </dialog>
  );
}
