/**
 * The building blocks of the settings screens: a titled section (a rounded list), a row with a
 * label and a control, a row that links to another screen, a switch row, a row of tabs, and the
 * page frame. The
 * frame takes back the scroll position a settings reload saved (lib/reload.ts).
 */
import { ChevronRight } from "lucide-react";
import { useId, useLayoutEffect, type ReactNode } from "react";
import { Link } from "react-router";
import { takeSavedScroll } from "../lib/reload";
import { useDocumentTitle } from "../lib/use-document-title";
import { Switch } from "./switch";

export function SettingsScreen({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  useLayoutEffect(() => {
    const y = takeSavedScroll(window.location.pathname);
    if (y !== null) window.scrollTo({ top: y, behavior: "instant" });
  }, []);
  return (
    <div data-testid={testId} className="mx-auto max-w-2xl px-4 pt-6 pb-12">
      <h1 className="mb-4 text-xl font-bold">{title}</h1>
      {children}
    </div>
  );
}

export function SettingsSection({ title, children }: { title?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={title === undefined ? undefined : id} className="mb-6">
      {title === undefined ? null : (
        <h2 id={id} className="mb-2 px-1 text-xs font-semibold text-neutral-500 uppercase">
          {title}
        </h2>
      )}
      <div className="divide-y divide-neutral-200 rounded-xl bg-white shadow-sm dark:divide-neutral-800 dark:bg-neutral-900">
        {children}
      </div>
    </section>
  );
}

export function SettingsRow({
  icon,
  label,
  hint,
  labelId,
  children,
}: {
  icon?: ReactNode;
  label: string;
  hint?: string;
  labelId?: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex min-h-14 items-center gap-3 px-4 py-2">
      {icon === undefined ? null : <span className="text-neutral-500 dark:text-neutral-400">{icon}</span>}
      <span className="flex-1">
        <span id={labelId} className="block text-sm">
          {label}
        </span>
        {hint === undefined ? null : (
          <span className="block text-xs text-neutral-500 dark:text-neutral-400">{hint}</span>
        )}
      </span>
      {children}
    </div>
  );
}

export function SettingsLink({
  to,
  icon,
  label,
  testId,
  external = false,
}: {
  to: string;
  icon?: ReactNode;
  label: string;
  testId?: string;
  external?: boolean;
}) {
  const body = (
    <>
      {icon === undefined ? null : <span className="text-neutral-500 dark:text-neutral-400">{icon}</span>}
      <span className="flex-1 text-sm">{label}</span>
      <ChevronRight aria-hidden className="size-4 text-neutral-400" />
    </>
  );
  const className =
    "flex min-h-14 items-center gap-3 px-4 py-2 hover:bg-neutral-50 first:rounded-t-xl last:rounded-b-xl dark:hover:bg-neutral-800/60";
  return external ? (
    <a href={to} target="_blank" rel="noreferrer noopener" data-testid={testId} className={className}>
      {body}
    </a>
  ) : (
    <Link to={to} data-testid={testId} className={className}>
      {body}
    </Link>
  );
}

export function SwitchRow({
  label,
  hint,
  checked,
  onChange,
  testId,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId?: string;
}) {
  const labelId = useId();
  return (
    <SettingsRow label={label} labelId={labelId} {...(hint === undefined ? {} : { hint })}>
      <Switch
        checked={checked}
        onChange={onChange}
        labelledBy={labelId}
        {...(testId === undefined ? {} : { testId })}
      />
    </SettingsRow>
  );
}

/** A whole-row button of a settings section (an export, an import). */
export const settingsButtonClassName =
  "flex min-h-12 w-full items-center gap-3 px-4 py-2 text-left text-sm hover:bg-neutral-50 dark:hover:bg-neutral-800/60";

export const selectClassName =
  "h-9 max-w-[12rem] rounded-lg border border-neutral-300 bg-white px-2 text-sm dark:border-neutral-700 dark:bg-neutral-900";

/** A row of tabs (history's kinds, local favourites' kinds): the current one is selected. */
export function Tabs<T extends string>({
  tabs,
  current,
  onChange,
}: {
  tabs: readonly { id: T; label: string }[];
  current: T;
  onChange: (id: T) => void;
}) {
  return (
    <div role="tablist" className="mb-4 flex gap-1 rounded-full bg-neutral-200/70 p-1 dark:bg-neutral-800">
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          aria-selected={tab.id === current}
          data-testid={`tab-${tab.id}`}
          onClick={() => {
            onChange(tab.id);
          }}
          className={
            tab.id === current
              ? "flex-1 rounded-full bg-white py-1.5 text-sm font-medium shadow-sm dark:bg-neutral-950"
              : "flex-1 rounded-full py-1.5 text-sm text-neutral-500"
          }
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
