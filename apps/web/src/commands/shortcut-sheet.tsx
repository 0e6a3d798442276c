/**
 * The shortcut sheet (`?`): every registered command, grouped by where it applies, with the keys it
 * is bound to now (the user's bindings, else the defaults) and a link to change them. Its own chunk,
 * loaded with the keys messages on first use; a modal <dialog>, so focus stays in it and returns
 * where it was when it closes.
 */
import { useTranslation } from "../i18n/use-translation";
import { Link } from "react-router";
import { KEYS_SETTING_PATH } from "../routing/paths";
import { ModalSheet } from "../components/modal-sheet";
import { useSettingsStore } from "../settings/settings-store";
import { bindingsOf } from "./bindings";
import { commandLabel, scopeLabel } from "./command-label";
import { COMMAND_SCOPES } from "./command-types";
import { KeyCaps } from "./key-caps";
import { COMMANDS } from "./registry";

export function ShortcutSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation("keys");
  const overrides = useSettingsStore((state) => state.keyBindings);
  return (
    <ModalSheet
      testId="shortcut-sheet"
      onClose={onClose}
      className="p-0"
      title={t("sheet.title")}
      closeLabel={t("sheet.close")}
    >
      <div className="grid gap-6 px-5 py-4 sm:grid-cols-2">
        {COMMAND_SCOPES.map((scope) => (
          <section key={scope} aria-label={scopeLabel(t, scope)}>
            <h3 className="mb-2 text-xs font-semibold text-neutral-600 uppercase dark:text-neutral-400">
              {scopeLabel(t, scope)}
            </h3>
            <dl className="flex flex-col gap-1.5 text-sm">
              {COMMANDS.filter((command) => command.scope === scope).map((command) => {
                const keys = bindingsOf(command, overrides);
                return (
                  <div
                    key={command.id}
                    data-testid="shortcut-row"
                    data-command={command.id}
                    className="flex items-center justify-between gap-3"
                  >
                    <dt>{commandLabel(t, command)}</dt>
                    <dd className="flex flex-wrap justify-end gap-1.5">
                      {keys.length === 0 ? (
                        <span className="text-xs text-neutral-600 dark:text-neutral-400">
                          {t("sheet.none")}
                        </span>
                      ) : (
                        keys.map((binding) => (
                          <KeyCaps key={binding} binding={binding} then={t("sheet.then")} />
                        ))
                      )}
                    </dd>
                  </div>
                );
              })}
            </dl>
          </section>
        ))}
      </div>
      <div className="border-t border-neutral-200 px-5 py-3 text-right dark:border-neutral-800">
        <Link
          to={KEYS_SETTING_PATH}
          onClick={onClose}
          data-testid="shortcut-sheet-settings"
          className="text-sm font-medium underline underline-offset-2"
        >
          {t("sheet.change")}
        </Link>
      </div>
    </ModalSheet>
  );
}
