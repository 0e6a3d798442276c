/**
 * The browser's own download of a file (an <a download> on an object URL) — the one way pxv hands a
 * blob to the browser's downloads (works, ZIPs, novel exports, settings and history exports) — and
 * reading a chosen file as text for the imports.
 */

/** How long the object URL lives after the click: the browser has read it well before then. */
const OBJECT_URL_LIFETIME_MS = 30_000;

export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, OBJECT_URL_LIFETIME_MS);
}

export function downloadTextFile(fileName: string, text: string, type = "application/json"): void {
  downloadBlob(new Blob([text], { type }), fileName);
}

export function readFileText(file: Blob): Promise<string> {
  return file.text();
}
