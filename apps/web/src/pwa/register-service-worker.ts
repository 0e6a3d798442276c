/**
 * Registers the service worker (pwa/sw.js, built with this build's asset list) that keeps an
 * offline app shell. A new version is announced with a toast and a Reload button and takes over
 * only when the person chooses — never in the middle of reading.
 */
import { translator } from "../i18n/translator";
import { toast } from "../lib/toast";

export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator) || !import.meta.env.PROD) return;
  // After the page's own loads, so the worker's precache does not compete with them.
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

function register(): void {
  navigator.serviceWorker
    .register("/sw.js")
    .then((registration) => {
      registration.addEventListener("updatefound", () => {
        const incoming = registration.installing;
        incoming?.addEventListener("statechange", () => {
          // "installed" while a controller exists: an update is waiting, not the first install.
          if (incoming.state === "installed" && navigator.serviceWorker.controller !== null) {
            announceUpdate(incoming);
          }
        });
      });
      if (registration.waiting !== null && navigator.serviceWorker.controller !== null) {
        announceUpdate(registration.waiting);
      }
    })
    .catch((error: unknown) => {
      console.warn("Service worker registration failed", error);
    });
}

function announceUpdate(worker: ServiceWorker): void {
  toast(translator.t("pwa.update_ready"), {
    duration: Number.POSITIVE_INFINITY,
    action: {
      label: translator.t("pwa.reload"),
      onClick: () => {
        navigator.serviceWorker.addEventListener("controllerchange", () => {
          window.location.reload();
        });
        worker.postMessage({ type: "SKIP_WAITING" });
      },
    },
  });
}
