// Bindings drawn as key caps ("g" then "h" for a sequence), shared by the sheet and Settings → Keys.
import { Fragment } from "react";
import { comboLabel } from "../lib/key-combo";

export function KeyCaps({ binding, then }: { binding: string; then: string }) {
  const parts = comboLabel(binding);
  return (
    <span className="inline-flex items-center gap-1" data-binding={binding}>
      {parts.map((part, index) => (
        <Fragment key={`${part}-${String(index)}`}>
          {index > 0 ? <span className="text-xs text-neutral-600 dark:text-neutral-400">{then}</span> : null}
          <kbd className="min-w-6 rounded border border-neutral-300 bg-neutral-100 px-1.5 py-0.5 text-center font-mono text-xs text-neutral-900 dark:border-neutral-600 dark:bg-neutral-800 dark:text-neutral-100">
            {part}
          </kbd>
        </Fragment>
      ))}
    </span>
  );
}
