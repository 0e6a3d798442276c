/**
 * Messages in React: `useTranslation(namespace?)` gives `t` for one namespace (the frame's
 * "translation" by default) and the current language, and re-renders its component when the
 * language changes or messages arrive. `t` keeps its identity until then, so it can sit in effect
 * and memo dependencies.
 */
import { useMemo, useSyncExternalStore } from "react";
import { translator, type Namespace, type TFunction } from "./translator";

export type { TFunction } from "./translator";

const readVersion = (): number => translator.version;

export function useTranslation<N extends Namespace = "translation">(
  namespace?: N,
): { t: TFunction<N>; i18n: { language: string } } {
  const version = useSyncExternalStore(translator.subscribe, readVersion, readVersion);
  const resolved = (namespace ?? "translation") as N;
  return useMemo(
    () => ({ t: translator.fixedT(resolved), i18n: { language: translator.language } }),
    // version: a new `t` once the language changes or a namespace is loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [resolved, version],
  );
}
