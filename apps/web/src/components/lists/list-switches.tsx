/**
 * A list's own switches, for its header row: "Hide seen" (over the setting, for this list) and, in
 * a ranking when signed in, "Hide bookmarked". Each is a pressed/unpressed icon button that keeps
 * its choice in the list's URL (hide-seen.ts reads it), replacing the history entry, so Back leaves
 * the list rather than undoing a switch and a reload keeps it. Of a fixed size and there from the
 * first paint, they go first in a header row, so nothing moves when the row's later buttons arrive
 * (Download all loads after the first paint). Their names are the updates namespace's (issue 27's
 * messages, which the Follow controls beside them load too), loaded here on first use; they are the
 * buttons' accessible names and tooltips only, so nothing moves when they arrive.
 */
import { EyeOff, HeartOff, type LucideIcon } from "lucide-react";
import { useSearchParams } from "react-router";
import { useNamespace } from "../../i18n/use-namespace";
import { IconButton } from "../icon-button";
import { roundIconButtonClass } from "../round-icon-button";
import { useTranslation } from "../../i18n/use-translation";
import {
  BOOKMARKED_PARAM,
  SEEN_PARAM,
  useHidesBookmarked,
  useHidesSeen,
  type SwitchValue,
} from "./hide-seen";

/** One pressed/unpressed switch kept in the URL as `param=hide|show` (its own lists read it). */
export function ListSwitch({
  param,
  on,
  label,
  icon: Icon,
  testId,
}: {
  param: string;
  on: boolean;
  /** Undefined while the messages load (the button holds its place meanwhile). */
  label: string | undefined;
  icon: LucideIcon;
  testId: string;
}) {
  const [, setParams] = useSearchParams();
  const toggle = (): void => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        const value: SwitchValue = on ? "show" : "hide";
        next.set(param, value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return (
    <IconButton
      testId={testId}
      label={label}
      aria-pressed={on}
      onClick={toggle}
      className={roundIconButtonClass(on)}
    >
      <Icon aria-hidden className="size-4" />
    </IconButton>
  );
}

/** The switches named by the updates namespace: their URL parameter, name, icon and test id. */
const UPDATES_SWITCHES = {
  seen: { param: SEEN_PARAM, message: "list.hide_seen", icon: EyeOff, testId: "hide-seen-switch" },
  bookmarked: {
    param: BOOKMARKED_PARAM,
    message: "list.hide_bookmarked",
    icon: HeartOff,
    testId: "hide-bookmarked-switch",
  },
} as const;

function UpdatesSwitch({
  message,
  ...props
}: (typeof UPDATES_SWITCHES)[keyof typeof UPDATES_SWITCHES] & { on: boolean }) {
  const ready = useNamespace("updates");
  const { t } = useTranslation("updates");
  return <ListSwitch {...props} label={ready ? t(message) : undefined} />;
}

/** "Hide seen": this list's choice over the setting "Hide works I have already seen". */
export function HideSeenSwitch() {
  return <UpdatesSwitch {...UPDATES_SWITCHES.seen} on={useHidesSeen()} />;
}

/** "Hide bookmarked", for a ranking (the caller shows it only when signed in). */
export function HideBookmarkedSwitch() {
  return <UpdatesSwitch {...UPDATES_SWITCHES.bookmarked} on={useHidesBookmarked()} />;
}
