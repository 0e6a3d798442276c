/**
 * The controls of the preference page: a switch, a picker and a text field bound to one app
 * setting (PRODUCT.md §3), and a collapsible group so the page stays compact. Switches that PRODUCT.md §5
 * asks to confirm ask before they turn on; text fields save on blur only when their value is valid.
 */
import { useId, useState, type ReactNode } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { ChevronDown } from "lucide-react";
import { alertDialog, confirmDialog } from "../../components/dialogs";
import { SettingsRow, SwitchRow, selectClassName } from "../../components/settings-ui";
import { reloadSoon } from "../../lib/reload";
import { hasHelperUserscript, needsConfirmation, RELOAD_AFTER_CHANGE } from "./setting-rules";
import type { AppSettings } from "../../settings/settings-schema";
import { useSettingsStore } from "../../settings/settings-store";

export type BooleanKey = {
  [K in keyof AppSettings]: AppSettings[K] extends boolean ? K : never;
}[keyof AppSettings];

export function useAppSetting<K extends keyof AppSettings>(
  key: K,
): [AppSettings[K], (value: AppSettings[K]) => void] {
  const value = useSettingsStore((state) => state.app[key]);
  const set = useSettingsStore((state) => state.setAppSetting);
  return [
    value,
    (next) => {
      set(key, next);
    },
  ];
}

/**
 * A switch of the app settings. Switches of PRODUCT.md §5 that need confirmation ask before turning on;
 * direct image loading also needs the helper userscript and says so when it is missing.
 */
export function BooleanSetting({ name, label, hint }: { name: BooleanKey; label: string; hint?: string }) {
  const { t } = useTranslation("prefs");
  const [value, set] = useAppSetting(name);
  const change = async (next: boolean): Promise<void> => {
    if (next && name === "isDirectPximg" && !hasHelperUserscript(window)) {
      await alertDialog({ message: t("pref.helper_required") });
      return;
    }
    if (
      needsConfirmation(name, next) &&
      !(await confirmDialog({ message: t("pref.confirm_enable", { name: label }) }))
    ) {
      return;
    }
    set(next);
    if (RELOAD_AFTER_CHANGE.has(name)) reloadSoon();
  };
  return (
    <SwitchRow
      label={label}
      {...(hint === undefined ? {} : { hint })}
      checked={value}
      onChange={(next) => {
        void change(next);
      }}
      testId={`pref-${name}`}
    />
  );
}

export function SelectRow({
  label,
  value,
  choices,
  onChange,
  testId,
  hint,
}: {
  label: string;
  value: string;
  choices: readonly { value: string; label: string; disabled?: boolean }[];
  onChange: (value: string) => void;
  testId: string;
  hint?: string;
}) {
  const id = useId();
  return (
    <SettingsRow label={label} labelId={id} {...(hint === undefined ? {} : { hint })}>
      <select
        aria-labelledby={id}
        data-testid={testId}
        value={value}
        onChange={(event) => {
          onChange(event.currentTarget.value);
        }}
        className={selectClassName}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value} disabled={choice.disabled === true}>
            {choice.label}
          </option>
        ))}
      </select>
    </SettingsRow>
  );
}

/** A text setting saved on blur when `accept` allows it; otherwise the field shows its error. */
export function TextSetting({
  label,
  value,
  accept,
  error,
  onSave,
  testId,
  inputMode,
  describe,
}: {
  label: string;
  value: string;
  accept: (text: string) => boolean;
  error: string;
  onSave: (text: string) => void;
  testId: string;
  inputMode?: "numeric" | "text";
  /** A line under a valid value (e.g. the sample file name), from the current draft. */
  describe?: (draft: string) => string;
}) {
  const [draft, setDraft] = useState(value);
  const id = useId();
  const valid = accept(draft);
  return (
    <div className="px-4 py-2">
      <label htmlFor={id} className="block text-sm">
        {label}
      </label>
      <input
        id={id}
        data-testid={testId}
        value={draft}
        inputMode={inputMode}
        aria-invalid={!valid}
        onChange={(event) => {
          setDraft(event.currentTarget.value);
        }}
        onBlur={() => {
          if (valid && draft !== value) onSave(draft);
        }}
        className="mt-1 h-9 w-full rounded-lg border border-neutral-300 bg-white px-2 text-sm aria-invalid:border-rose-500 dark:border-neutral-700 dark:bg-neutral-900"
      />
      {valid ? (
        describe === undefined ? null : (
          <p data-testid={`${testId}-description`} className="mt-1 text-xs break-all text-neutral-500">
            {describe(draft)}
          </p>
        )
      ) : (
        <p className="mt-1 text-xs text-rose-600">{error}</p>
      )}
    </div>
  );
}

/** A titled group of settings that opens on demand; its summary says how many settings it holds. */
export function SettingsGroup({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <details
      data-testid={testId}
      className="group mb-3 rounded-xl bg-white shadow-sm open:pb-1 dark:bg-neutral-900"
    >
      <summary className="flex h-12 cursor-pointer list-none items-center justify-between px-4 text-sm font-semibold select-none [&::-webkit-details-marker]:hidden">
        {title}
        <ChevronDown
          aria-hidden
          className="size-4 text-neutral-500 transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="divide-y divide-neutral-200 border-t border-neutral-200 dark:divide-neutral-800 dark:border-neutral-800">
        {children}
      </div>
    </details>
  );
}
