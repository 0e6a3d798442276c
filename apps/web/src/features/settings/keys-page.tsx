/**
 * /setting/keys — Settings → Keys: every command of the registry that can sit on a key, grouped as
 * in the shortcut sheet, with its keys now. A key is added by pressing it (Escape cancels), removed
 * with its × button, and a command goes back to its default keys with Reset. Keys the browser or a
 * screen reader needs are refused, and so is a key another command already holds where both
 * apply. Bindings are saved in the settings store (`keyBindings`), so they are exported with it.
 */
import { RotateCcw } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { bindingsOf, conflictOf, withBinding } from "../../commands/bindings";
import { commandLabel, scopeLabel } from "../../commands/command-label";
import { COMMAND_SCOPES, type Command } from "../../commands/command-types";
import { KeyCaps } from "../../commands/key-caps";
import { comboLabel, comboOf } from "../../lib/key-combo";
import { COMMANDS, isKeyable } from "../../commands/registry";
import { CloseButton } from "../../components/close-button";
import { SettingsScreen, SettingsSection } from "../../components/settings-ui";
import { useSettingsStore } from "../../settings/settings-store";

const MODIFIERS: ReadonlySet<string> = new Set(["Shift", "Control", "Alt", "Meta", "AltGraph"]);

const SMALL_BUTTON =
  "inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-medium text-neutral-700 ring-1 ring-neutral-300 hover:bg-neutral-100 dark:text-neutral-200 dark:ring-neutral-600 dark:hover:bg-neutral-800";

export function KeysPage() {
  const { t } = useTranslation("keys");
  const overrides = useSettingsStore((state) => state.keyBindings);
  const update = useSettingsStore((state) => state.update);
  return (
    <SettingsScreen title={t("settings.title")} testId="keys-settings">
      <p className="mb-4 px-1 text-sm text-neutral-700 dark:text-neutral-300">{t("settings.intro")}</p>
      {COMMAND_SCOPES.map((scope) => (
        <SettingsSection key={scope} title={scopeLabel(t, scope)}>
          {COMMANDS.filter((command) => command.scope === scope && isKeyable(command)).map((command) => (
            <CommandKeys key={command.id} command={command} />
          ))}
        </SettingsSection>
      ))}
      <button
        type="button"
        data-testid="keys-reset-all"
        disabled={Object.keys(overrides).length === 0}
        onClick={() => {
          update({ keyBindings: {} });
        }}
        className={`${SMALL_BUTTON} disabled:opacity-50`}
      >
        <RotateCcw aria-hidden className="size-3.5" />
        {t("settings.reset_all")}
      </button>
    </SettingsScreen>
  );
}

function CommandKeys({ command }: { command: Command }) {
  const { t } = useTranslation("keys");
  const overrides = useSettingsStore((state) => state.keyBindings);
  const update = useSettingsStore((state) => state.update);
  const [recording, setRecording] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const keys = bindingsOf(command, overrides);
  const label = commandLabel(t, command);

  useEffect(() => {
    if (!recording) return undefined;
    // Capture phase on the window: the key goes to this recorder, not to the commands or the page.
    const onKey = (event: KeyboardEvent): void => {
      if (MODIFIERS.has(event.key)) return;
      event.preventDefault();
      event.stopPropagation();
      setRecording(false);
      if (event.key === "Escape") return;
      const combo = comboOf(event);
      if (combo === null) {
        setProblem(t("settings.reserved"));
        return;
      }
      const current = useSettingsStore.getState().keyBindings;
      const holder = conflictOf(command, combo, current);
      if (holder !== null) {
        setProblem(t("settings.taken", { command: commandLabel(t, holder) }));
        return;
      }
      const held = bindingsOf(command, current);
      if (!held.includes(combo)) update({ keyBindings: withBinding(current, command, [...held, combo]) });
    };
    window.addEventListener("keydown", onKey, true);
    return () => {
      window.removeEventListener("keydown", onKey, true);
    };
  }, [recording, command, t, update]);

  const overridden = overrides[command.id] !== undefined;
  return (
    <div
      data-testid="key-row"
      data-command={command.id}
      className="flex flex-wrap items-center gap-2 px-4 py-3"
    >
      <span className="min-w-40 flex-1 text-sm">{label}</span>
      {keys.map((binding) => (
        <span key={binding} className="inline-flex items-center gap-0.5">
          <KeyCaps binding={binding} then={t("sheet.then")} />
          <CloseButton
            label={t("settings.remove", { key: comboLabel(binding).join(" ") })}
            testId="key-remove"
            size="sm"
            className="p-1 text-neutral-600 hover:bg-neutral-100 dark:text-neutral-400 dark:hover:bg-neutral-800"
            onClick={() => {
              setProblem(null);
              update({
                keyBindings: withBinding(
                  overrides,
                  command,
                  keys.filter((key) => key !== binding),
                ),
              });
            }}
          />
        </span>
      ))}
      <button
        type="button"
        data-testid="key-add"
        aria-label={`${t("settings.add")}: ${label}`}
        aria-pressed={recording}
        onClick={() => {
          setProblem(null);
          setRecording(true);
        }}
        className={SMALL_BUTTON}
      >
        {recording ? t("settings.press") : t("settings.add")}
      </button>
      {overridden ? (
        <button
          type="button"
          data-testid="key-reset"
          onClick={() => {
            setProblem(null);
            update({ keyBindings: withBinding(overrides, command, command.keys) });
          }}
          className={SMALL_BUTTON}
        >
          {t("settings.reset")}
        </button>
      ) : null}
      <p
        role="status"
        data-testid="key-problem"
        className="w-full text-xs text-rose-700 empty:hidden dark:text-rose-300"
      >
        {problem}
      </p>
    </div>
  );
}
