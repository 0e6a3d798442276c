/**
 * Short notices (PRODUCT.md §8: views toast messages). Screens call `toast(…)`, `toast.success(…)` or
 * `toast.error(…)`; the toast library (sonner) and its <Toaster/> load on the first notice, keeping
 * them out of a visit that shows none. Calls made before the Toaster is on screen wait for it, so no
 * notice is lost. Duration: PRODUCT.md §9, 2500 ms.
 */
import { TOAST_DURATION_MS } from "@pxv/pixiv";
import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import type { ExternalToast } from "sonner";

type Sonner = typeof import("sonner");

let resolveMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  resolveMounted = resolve;
});
let sonner: Promise<Sonner> | null = null;
const loadSonner = (): Promise<Sonner> => (sonner ??= import("sonner"));

/** Whether a notice was asked for: the Toaster mounts from then on. */
let asked = false;
let onAsked: () => void = () => undefined;
const subscribeAsked = (listener: () => void): (() => void) => {
  onAsked = listener;
  return () => {
    onAsked = () => undefined;
  };
};

function show(kind: "message" | "success" | "error", message: string, options?: ExternalToast): void {
  if (!asked) {
    asked = true;
    onAsked();
  }
  void Promise.all([loadSonner(), mounted]).then(([{ toast: sonnerToast }]) => {
    if (kind === "message") sonnerToast(message, options);
    else sonnerToast[kind](message, options);
  });
}

export const toast = Object.assign(
  (message: string, options?: ExternalToast) => {
    show("message", message, options);
  },
  {
    success: (message: string, options?: ExternalToast) => {
      show("success", message, options);
    },
    error: (message: string, options?: ExternalToast) => {
      show("error", message, options);
    },
  },
);

const LazyToaster = lazy(() =>
  loadSonner().then(({ Toaster }) => ({
    default: function MountedToaster({ theme }: { theme: "light" | "dark" }) {
      useEffect(() => {
        resolveMounted();
      }, []);
      return <Toaster position="top-center" duration={TOAST_DURATION_MS} theme={theme} />;
    },
  })),
);

/** The toast area; mounted once in the app shell, its library loaded with the first notice. */
export function Toasts({ theme }: { theme: "light" | "dark" }) {
  const shown = useSyncExternalStore(subscribeAsked, () => asked);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster theme={theme} />
    </Suspense>
  );
}
