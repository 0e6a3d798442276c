/**
 * A list's own switches, for its header row: "Hide seen" (over the setting, for this list) and, in
 * a ranking when signed in, "Hide bookmarked". Each is a pressed/unpressed button that keeps its
 * choice in the list's URL (hide-seen.ts reads it), replacing the history entry, so Back leaves the
 * list rather than undoing a switch and a reload keeps it. Their messages are the browse
 * namespace's, loaded here for the screens that do not load it (search).
 */
import clsx from "clsx";
import { EyeOff, HeartOff, type LucideIcon } from "lucide-react";
import { useSearchParams } from "react-router";
import { useNamespace } from "../../i18n/use-namespace";
import { useTranslation } from "../../i18n/use-translation";
import {
  BOOKMARKED_PARAM,
  SEEN_PARAM,
  useHidesBookmarked,
  useHidesSeen,
  type SwitchValue,
} from "./hide-seen";

function ListSwitch({
  param,
  on,
  label,
  icon: Icon,
  testId,
}: {
  param: string;
  on: boolean;
  label: string;
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
    <button
      type="button"
      data-testid={testId}
      aria-pressed={on}
      onClick={toggle}
      className={clsx(
        "inline-flex h-9 items-center gap-1.5 self-start rounded-full px-3 text-sm font-medium transition-colors",
        on
          ? "bg-accent-fill text-white hover:opacity-90"
          : "bg-neutral-100 text-neutral-800 hover:bg-neutral-200 dark:bg-neutral-800 dark:text-neutral-100 dark:hover:bg-neutral-700",
      )}
    >
      <Icon aria-hidden className="size-4" />
      {label}
    </button>
  );
}

/** "Hide seen": this list's choice over the setting "Hide works I have already seen". */
export function HideSeenSwitch() {
  const ready = useNamespace("browse");
  const { t } = useTranslation("browse");
  const on = useHidesSeen();
  if (!ready) return null;
  return (
    <ListSwitch
      param={SEEN_PARAM}
      on={on}
      label={t("list.hide_seen")}
      icon={EyeOff}
      testId="hide-seen-switch"
    />
  );
}

/** "Hide bookmarked", for a ranking (the caller shows it only when signed in). */
export function HideBookmarkedSwitch() {
  const ready = useNamespace("browse");
  const { t } = useTranslation("browse");
  const on = useHidesBookmarked();
  if (!ready) return null;
  return (
    <ListSwitch
      param={BOOKMARKED_PARAM}
      on={on}
      label={t("list.hide_bookmarked")}
      icon={HeartOff}
      testId="hide-bookmarked-switch"
    />
  );
}
