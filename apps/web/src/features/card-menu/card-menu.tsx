/**
 * The menu a long-press or right-click opens on a card: the registered commands the settings put
 * there (commands/card-menu-commands.ts), each drawn from its command object alone — icon, label, the key bound
 * to it now, detail and hint — and run on this work by its own `perform`. It is its own
 * chunk, loaded with the browse and keys messages on first use. A menu: focus moves into it and
 * stays there (↑/↓, Tab, Home/End move between its items), Escape or a tap outside closes it, and
 * focus returns to the card.
 */
import type { Artwork } from "@pxv/pixiv";
import { useCallback, useRef } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "../../i18n/use-translation";
import { bindingsOf } from "../../commands/bindings";
import { cardMenuCommands } from "../../commands/card-menu-commands";
import { commandLabel } from "../../commands/command-label";
import type { Command } from "../../commands/command-types";
import type { CommandContext } from "../../components/command-targets";
import { downloadArtwork } from "../../components/lists/download-artwork";
import { onMenuKey, useMenuFocus } from "../../components/menu-focus";
import type { PressPoint } from "../../components/lists/use-long-press";
import { comboLabel } from "../../lib/key-combo";
import { useSettingsStore } from "../../settings/settings-store";
import { toast } from "../../lib/toast";
import { useArtworkTarget } from "../account/use-artwork-target";

const MENU_WIDTH = 256;

export function CardMenu({
  artwork,
  at,
  onClose,
}: {
  artwork: Artwork;
  at: PressPoint;
  onClose: () => void;
}) {
  const { t } = useTranslation("browse");
  const { t: tk } = useTranslation("keys");
  const app = useSettingsStore((state) => state.app);
  const overrides = useSettingsStore((state) => state.keyBindings);
  const menuRef = useRef<HTMLDivElement>(null);
  const download = useCallback(() => {
    downloadArtwork(artwork).catch(() => {
      toast.error(t("card.download_failed"));
    });
  }, [artwork, t]);
  const target = useArtworkTarget(artwork, download);
  const context: CommandContext = { artwork: target };

  useMenuFocus(menuRef, onClose);

  const run = (command: Command, choice?: string): void => {
    onClose();
    command.perform(context, choice);
  };

  const left = Math.max(8, Math.min(at.x, window.innerWidth - MENU_WIDTH - 8));
  const top = Math.max(8, Math.min(at.y, window.innerHeight - 320));
  const item =
    "flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm hover:bg-neutral-100 disabled:opacity-40 disabled:hover:bg-transparent dark:hover:bg-neutral-800";

  return createPortal(
    <div
      ref={menuRef}
      role="menu"
      aria-label={artwork.title}
      data-testid="card-menu"
      onKeyDown={(event) => {
        onMenuKey(menuRef.current, event);
      }}
      className="fixed z-50 rounded-xl border border-neutral-200 bg-white p-1.5 shadow-xl dark:border-neutral-800 dark:bg-neutral-900"
      style={{ left, top, width: MENU_WIDTH }}
    >
      <p className="truncate px-3 pt-1 pb-2 text-xs text-neutral-600 dark:text-neutral-400">
        {artwork.title}
      </p>
      {cardMenuCommands(app).map((command) => {
        const Icon = command.icon;
        const icon = Icon === undefined ? null : <Icon aria-hidden className="size-4 shrink-0" />;
        const label = commandLabel(tk, command);
        const choices = command.choices?.(context);
        if (choices !== undefined) {
          if (choices.length === 0) return null;
          return (
            <div key={command.id} role="group" aria-label={label} className="px-3 py-1.5">
              <p className="mb-1 flex items-center gap-2 text-sm">
                {icon}
                {label}
              </p>
              <div className="flex flex-wrap gap-1">
                {choices.map((choice) => (
                  <button
                    key={choice}
                    type="button"
                    role="menuitem"
                    onClick={() => {
                      run(command, choice);
                    }}
                    className="max-w-full truncate rounded-full bg-neutral-100 px-2 py-0.5 text-xs hover:bg-rose-100 dark:bg-neutral-800 dark:hover:bg-rose-950"
                  >
                    #{choice}
                  </button>
                ))}
              </div>
            </div>
          );
        }
        const [shortcut] = bindingsOf(command, overrides);
        const enabled = command.enabled?.(context) ?? true;
        const detail = command.menuDetail?.(context);
        return (
          <button
            key={command.id}
            type="button"
            role="menuitem"
            data-command={command.id}
            className={item}
            disabled={!enabled}
            aria-keyshortcuts={shortcut}
            title={command.menuHint?.(context, t)}
            onClick={() => {
              run(command);
            }}
          >
            {icon}
            <span className="min-w-0 flex-1 truncate">
              {label}
              {detail === undefined ? "" : ` · ${detail}`}
            </span>
            {shortcut === undefined ? null : (
              <kbd className="font-mono text-xs text-neutral-600 dark:text-neutral-400">
                {comboLabel(shortcut).join(" ")}
              </kbd>
            )}
          </button>
        );
      })}
    </div>,
    document.body,
  );
}
