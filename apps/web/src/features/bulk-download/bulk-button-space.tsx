/**
 * What "Download all" is given (a list's description of what it shows) and the empty space of its
 * height that holds its place while it loads — shared by the stand-in (bulk-button.tsx) and the
 * button itself (bulk-button-body.tsx).
 */
import type { BulkSourceSpec } from "./bulk-source";

export interface BulkButtonProps {
  readonly spec: BulkSourceSpec;
  /** Names the job in the queue; by default the list's file-safe name. */
  readonly label?: string;
}

/**
 * The button's height (text-sm line and py-2), empty: what shows while the button loads. Aligned to
 * the line's top: an empty inline box sits on the baseline, and the text's descent under it would
 * make the line 7 px taller than the button's.
 */
export function BulkButtonSpace() {
  return <span aria-hidden className="inline-block h-9 self-start align-top" />;
}
