/**
 * "PDF (print)" (PRODUCT.md §B7.2): the HTML export's page written into a hidden iframe, which
 * prints once it has loaded (pictures included), so the browser's print dialog can save a PDF. The
 * iframe is sandboxed without scripts (the page has none; anything that slipped into the text stays
 * inert) and is removed once printing returns, or fails.
 */
import type { NovelExportInput } from "./export-input";
import { novelHtmlDocument } from "./text-formats";

/** Loads `html` into a hidden iframe of `host`'s document, prints it and removes the iframe. */
export async function printHtml(html: string, host: Document = document): Promise<void> {
  const frame = host.createElement("iframe");
  frame.dataset["testid"] = "novel-print-frame";
  frame.setAttribute("aria-hidden", "true");
  frame.tabIndex = -1;
  // Same origin, so this page may call print(); modals, so print() is allowed; no scripts.
  frame.setAttribute("sandbox", "allow-same-origin allow-modals");
  frame.style.cssText = "position:fixed;right:0;bottom:0;width:0;height:0;border:0;visibility:hidden";
  try {
    await new Promise<void>((resolve, reject) => {
      frame.addEventListener(
        "load",
        () => {
          resolve();
        },
        { once: true },
      );
      frame.addEventListener(
        "error",
        () => {
          reject(new Error("The page to print did not load"));
        },
        { once: true },
      );
      frame.srcdoc = html;
      host.body.append(frame);
    });
    const view = frame.contentWindow;
    if (view === null) throw new Error("The page to print has no window");
    // print() returns once the dialog is closed (the document must stay until then).
    view.focus();
    view.print();
  } finally {
    frame.remove();
  }
}

export function printNovel(input: NovelExportInput, options: { indent: boolean }): Promise<void> {
  return printHtml(novelHtmlDocument(input, options));
}
