/**
 * For components mounted by screens of other areas (list cards, bookmark and follow buttons): loads
 * a message namespace on first use, if the screen did not already, and re-renders once it is there.
 * Returns whether the messages are ready; `enabled` false skips loading (e.g. signed out).
 */
import { translator } from "./translator";
import { useEffect, useState } from "react";
import { loadNamespaces } from "./i18n";
import type { ScreenNamespace } from "./namespaces";

export function useNamespace(namespace: ScreenNamespace, enabled = true): boolean {
  const [ready, setReady] = useState(() => translator.hasBundle(translator.language, namespace));
  useEffect(() => {
    if (!enabled || ready) return undefined;
    let live = true;
    void loadNamespaces([namespace]).then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [namespace, enabled, ready]);
  return ready;
}
