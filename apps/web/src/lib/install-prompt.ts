/**
 * The browser's install offer (`beforeinstallprompt`, Chromium): kept when it fires so the app
 * download screen can show an Install button. `useInstallPrompt` returns the install action, or
 * null when the browser has made no offer (installed already, or another browser: use its menu).
 */
import { useSyncExternalStore } from "react";

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

export function listenForInstallPrompt(): void {
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    offer = event as InstallPromptEvent;
    for (const listener of listeners) listener();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useInstallPrompt(): (() => Promise<void>) | null {
  const current = useSyncExternalStore(
    subscribe,
    () => offer,
    () => null,
  );
  if (current === null) return null;
  return async () => {
    await current.prompt();
    offer = null;
    for (const listener of listeners) listener();
  };
}
