/**
 * "Download all" for any list: the lists mount this button with a description of what they show
 * (bulk-source.ts). It shows after the first cards are painted, and only then loads its body
 * (bulk-button-body.tsx: the button, its messages, the source descriptions), so the lists' own
 * chunks — Home's ranking among them — carry only this stand-in. Until the button is there, an empty
 * space of its height holds its place, so nothing under it moves when it arrives; on a phone it has a
 * line of its own in a header row from the first paint, since the row's other buttons leave no room
 * for it to arrive beside them without wrapping (and moving the list under the row).
 */
import { lazy, Suspense } from "react";
import { useAfterFirstPaint } from "../../components/after-first-paint";
import { BulkButtonSpace, type BulkButtonProps } from "./bulk-button-space";

const BulkButton = lazy(() => import("./bulk-button-body"));

export function BulkDownloadButton(props: BulkButtonProps) {
  return (
    <div className="flex self-start max-sm:basis-full">
      {useAfterFirstPaint() ? (
        <Suspense fallback={<BulkButtonSpace />}>
          <BulkButton {...props} />
        </Suspense>
      ) : (
        <BulkButtonSpace />
      )}
    </div>
  );
}
