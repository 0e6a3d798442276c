/**
 * The one keyboard handler: turns a key press (or a two-key sequence such as "g h") into the first
 * registered command bound to it that applies now, and runs it. It stays out of the way of typing
 * (inputs, text areas, editable text), of keys held with Ctrl/Alt/Meta, of Enter/Space on a control
 * that already answers them, of arrow keys inside widgets that use them, and of open dialogs and
 * menus (they handle their own keys). Also provides the app target (navigation, the sheet).
 * The bindings and the registry behind them (bindings.ts, registry.ts) load after the first cards are
 * painted or at the first key press, whichever comes first: keys pressed while they load are run,
 * in order, once they are in (without stopping the browser's own handling of those few).
 */
import { useEffect, useMemo } from "react";
import { useNavigate } from "react-router";
import { useSettingsStore } from "../settings/settings-store";
import { afterFirstPaint } from "../components/after-first-paint";
import { pathTo } from "../routing/paths";
import { currentContext, useCommandTarget, type AppTarget } from "../components/command-targets";
import { comboOf, isActivatable, isTypingTarget, ownsArrowKeys } from "../lib/key-combo";

type Bindings = typeof import("./bindings");
let bindings: Bindings | null = null;
let loading: Promise<Bindings> | null = null;

function loadBindings(): Promise<Bindings> {
  loading ??= import("./bindings").then((module) => (bindings = module));
  return loading;
}

/** The index React Router keeps in history.state: above 0 there is a page of ours to go back to. */
function canGoBack(): boolean {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === "number" && state.idx > 0;
}

export function useCommandKeys(openSheet: () => void): void {
  const navigate = useNavigate();
  const app = useMemo<AppTarget>(
    () => ({
      navigate: (path) => {
        void navigate(path);
      },
      back: () => {
        if (canGoBack()) void navigate(-1);
        else void navigate(pathTo("Home"));
      },
      openSheet,
    }),
    [navigate, openSheet],
  );
  useCommandTarget("app", app);

  useEffect(() => {
    let pending: string | null = null;
    /** Keys pressed while the bindings load. */
    const waiting: string[] = [];
    void afterFirstPaint().then(loadBindings);
    const onKey = (event: KeyboardEvent): void => {
      const combo = comboOf(event);
      if (combo === null || event.defaultPrevented || event.isComposing || isTypingTarget(event.target)) {
        pending = null;
        return;
      }
      if (document.querySelector("dialog[open], [role=menu]") !== null) return;
      if ((combo === "Enter" || combo === "Space") && isActivatable(event.target)) return;
      if (combo.includes("Arrow") && ownsArrowKeys(event.target)) return;

      if (bindings === null) {
        waiting.push(combo);
        if (waiting.length === 1) {
          void loadBindings().then(async (loaded) => {
            // One at a time, a task apart, so each sees what the one before changed (a card focus
            // moved twice by "j j" moves two cards).
            while (waiting.length > 0) {
              const early = waiting.shift();
              if (early !== undefined) run(loaded, early, null);
              await new Promise((resolve) => setTimeout(resolve, 0));
            }
          });
        }
        return;
      }
      run(bindings, combo, event);
    };
    /** Runs the command bound to a key (after a sequence's first key, if one is pending). */
    const run = (
      { commandsOn, startsSequence }: Bindings,
      combo: string,
      event: KeyboardEvent | null,
    ): void => {
      const overrides = useSettingsStore.getState().keyBindings;
      const binding = pending === null ? combo : `${pending} ${combo}`;
      pending = null;
      const context = currentContext();
      const command = commandsOn(binding, overrides).find(
        (candidate) => candidate.when(context) && (candidate.enabled?.(context) ?? true),
      );
      if (command !== undefined) {
        event?.preventDefault();
        command.perform(context);
      } else if (binding === combo && startsSequence(combo, overrides)) {
        event?.preventDefault();
        pending = combo;
      }
    };
    window.addEventListener("keydown", onKey);
    return () => {
      window.removeEventListener("keydown", onKey);
    };
  }, []);
}
