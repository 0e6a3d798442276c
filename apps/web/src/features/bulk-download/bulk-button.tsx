/**
 * "Download all" for any list: the lists mount this button with a description of what they show
 * (bulk-source.ts). It shows after the first cards are painted, and only then loads its body
 * (bulk-button-body.tsx: the button, its messages, the source descriptions), so the lists' own
 * chunks — Home's ranking among them — carry only this stand-in. Until the button is there, an empty
 * space of its height holds its place, so nothing under it moves when it arrives.
 */
import { lazy, Suspense } from "react";
import { useAfterFirstPaint } from "../../app/after-first-paint";
import type { BulkSourceSpec } from "./bulk-source";

const BulkButton = lazy(() => import("./bulk-button-body"));

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

export function BulkDownloadButton(props: BulkButtonProps) {
  return useAfterFirstPaint() ? (
    <Suspense fallback={<BulkButtonSpace />}>
      <BulkButton {...props} />
    </Suspense>
  ) : (
    <BulkButtonSpace />
  );
}
