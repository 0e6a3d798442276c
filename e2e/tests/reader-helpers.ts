// Shared pieces of the reader's browser tests (novel, comments): sandbox ids and a recorder of
// anything a hostile payload could make happen.
import type { Page } from "@playwright/test";

/** A sandbox novel whose text uses every kind of pixiv's markup. */
export const ALL_MARKUP_NOVEL = 20000011;
/** The sandbox's hostile novel: script, event-handler and javascript: payloads everywhere. */
export const HOSTILE_NOVEL = 22000001;
/** A sandbox novel with 226 comments, replies, stamps and emoji codes. */
export const COMMENTED_NOVEL = 23994067;

/** Records any dialog (an alert from a payload) or page error. */
export function forbidScripts(page: Page): string[] {
  const events: string[] = [];
  page.on("dialog", (dialog) => {
    events.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on("pageerror", (error) => events.push(`pageerror: ${error.message}`));
  return events;
}
