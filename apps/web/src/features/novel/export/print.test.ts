// "PDF (print)": offered on desktops only, preselected by the default-format setting where it is
// offered, and printed from a sandboxed hidden iframe that is gone afterwards.
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  availableExportFormats,
  canPrint,
  defaultFormat,
  NOVEL_FILE_FORMATS,
  PRINT_FORMAT,
} from "./export-novel";
import { printHtml } from "./print";

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

function stubPointer(mobile: boolean): void {
  vi.stubGlobal(
    "matchMedia",
    (query: string) =>
      ({
        matches: mobile && query === "(hover: none) and (pointer: coarse)",
        media: query,
      }) as MediaQueryList,
  );
}

describe("which formats the export menu offers", () => {
  it("offers printing on a device with a mouse, not on a touch-only one", () => {
    stubPointer(false);
    expect(canPrint()).toBe(true);
    expect(availableExportFormats(canPrint())).toContain(PRINT_FORMAT);
    stubPointer(true);
    expect(canPrint()).toBe(false);
    expect(availableExportFormats(canPrint())).toEqual(NOVEL_FILE_FORMATS);
  });

  it.each([
    ["PDF(Print)", true, "PDF(Print)"],
    ["PDF(Print)", false, "PDF"],
    ["PDF", true, "PDF"],
    ["DOC", true, "DOCX"],
    ["EPUB", false, "EPUB"],
    ["", true, "TXT"],
  ])("the setting %s preselects %s (printing offered: %s)", (saved, printable, expected) => {
    expect(defaultFormat(saved, availableExportFormats(printable))).toBe(expected);
  });
});

describe("printHtml", () => {
  it("prints the page from a sandboxed hidden iframe and removes it", async () => {
    const printed: string[] = [];
    // Watch for the iframe to patch its window's print() before it loads.
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof HTMLIFrameElement)) continue;
          const view = node.contentWindow;
          if (view === null) continue;
          const frame = node;
          view.focus = () => undefined;
          view.print = () => {
            printed.push(frame.srcdoc);
            expect(frame.isConnected).toBe(true);
          };
        }
      }
    });
    observer.observe(document.body, { childList: true });
    const html = "<!doctype html><title>T</title><h1>Novel title</h1>";
    const done = printHtml(html);
    await vi.waitFor(() => {
      expect(document.querySelector('[data-testid="novel-print-frame"]')).not.toBeNull();
    });
    const frame = document.querySelector<HTMLIFrameElement>('[data-testid="novel-print-frame"]');
    expect(frame?.getAttribute("sandbox")).toBe("allow-same-origin allow-modals");
    expect(frame?.getAttribute("sandbox")).not.toContain("allow-scripts");
    frame?.dispatchEvent(new Event("load"));
    await done;
    observer.disconnect();
    expect(printed).toEqual([html]);
    expect(document.querySelector('[data-testid="novel-print-frame"]')).toBeNull();
  });

  it("removes the iframe when printing throws", async () => {
    const observer = new MutationObserver((records) => {
      for (const node of records.flatMap((record) => [...record.addedNodes])) {
        if (node instanceof HTMLIFrameElement && node.contentWindow !== null) {
          node.contentWindow.focus = () => undefined;
          node.contentWindow.print = () => {
            throw new Error("printing refused");
          };
        }
      }
    });
    observer.observe(document.body, { childList: true });
    const done = printHtml("<p>x</p>");
    await vi.waitFor(() => {
      expect(document.querySelector("iframe")).not.toBeNull();
    });
    document.querySelector("iframe")?.dispatchEvent(new Event("load"));
    await expect(done).rejects.toThrow("printing refused");
    observer.disconnect();
    expect(document.querySelector("iframe")).toBeNull();
  });
});
