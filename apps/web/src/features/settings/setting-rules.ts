/**
 * The combination rules of PRODUCT.md §5 that depend on more than one setting, kept pure so they are
 * unit-tested directly and shared by the preference page and the screens that use the settings:
 * original resolution only with the one image host that serves originals, the image size each
 * quality choice picks, which switches ask before they turn on, and the app-API transport rule
 * (proxy and direct mode never both on). The long-press rule and the file-name template rule are
 * applied when settings are saved (settings-schema.ts `applyCombinationRules`).
 */
import { resizedMasterUrl, type ArtworkImage } from "@pxv/pixiv";
import type { AppSettings } from "../../settings/settings-schema";

/** The only image host that serves original-resolution files to this viewer (PRODUCT.md §B5). */
export const ORIGINAL_RESOLUTION_HOST = "i.pixiv.re";

export type ImageResolution = AppSettings["imgReso"];

/** Whether "Original" may be chosen with this image host setting (empty = this server's proxy). */
export function isOriginalResolutionAllowed(imageHost: string): boolean {
  const trimmed = imageHost.trim();
  if (trimmed === "") return false;
  try {
    const url = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
    return url.hostname === ORIGINAL_RESOLUTION_HOST;
  } catch {
    return false;
  }
}

/** The resolution in effect: a saved "Original" counts as "Large" on any other host. */
export function effectiveResolution(saved: ImageResolution, imageHost: string): ImageResolution {
  return saved === "Original" && !isOriginalResolutionAllowed(imageHost) ? "Large" : saved;
}

/**
 * Which file of a page the artwork viewer shows for a resolution (PRODUCT.md §B5): Medium is the
 * app API's "large" (a 600×1200 master), Large the full 1200 master without its size segment,
 * Large(WebP) pixiv's 1200×1200 quality-90 WebP form, Original the original file. Works on the
 * rewritten (proxied) URL as well as pixiv's own, so it runs after `rewriteImageUrl`.
 */
export function viewerImageUrl(image: ArtworkImage, resolution: ImageResolution): string {
  switch (resolution) {
    case "Medium":
      return image.l;
    case "Large":
      return resizedMasterUrl(image.l, null);
    case "Large(WebP)":
      return resizedMasterUrl(image.l, "1200x1200_90_webp");
    case "Original":
      return image.o === "" ? image.l : image.o;
  }
}

/** Switches that ask for confirmation before they turn on (PRODUCT.md §5); turning off never asks. */
export const CONFIRM_BEFORE_ENABLING: ReadonlySet<keyof AppSettings> = new Set([
  "isDirectPximg",
  "isAutoLoadKissT",
]);

export function needsConfirmation(key: keyof AppSettings, next: unknown): boolean {
  return next === true && CONFIRM_BEFORE_ENABLING.has(key);
}

/** Settings whose change reloads the app (PRODUCT.md §4), keeping the settings page's scroll position. */
export const RELOAD_AFTER_CHANGE: ReadonlySet<keyof AppSettings> = new Set([
  "isDirectPximg",
  "isAutoLoadKissT",
]);

/** The app-API transport of a signed-in app-API session (PRODUCT.md §B4). */
export interface AppApiTransport {
  readonly useApiProxy: boolean;
  readonly directMode: boolean;
}

/** Proxy and direct mode exclude each other: the one just turned on wins. */
export function applyTransportRule(
  transport: AppApiTransport,
  changed: keyof AppApiTransport,
): AppApiTransport {
  if (!transport.useApiProxy || !transport.directMode) return transport;
  return changed === "directMode"
    ? { useApiProxy: false, directMode: true }
    : { useApiProxy: true, directMode: false };
}

/** Direct image loading needs the helper userscript, which announces itself on `window`. */
export function hasHelperUserscript(scope: object): boolean {
  return typeof (scope as { __httpRequest__?: unknown }).__httpRequest__ === "function";
}
