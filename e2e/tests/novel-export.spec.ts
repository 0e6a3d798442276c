// Every novel export format, made in the browser from the sandbox's novel with every markup kind,
// opened and checked the way a reader application would: TXT and HTML carry the text, Markdown
// keeps the chapters, DOCX is a Word zip whose document.xml holds the text, EPUB passes the
// container's structural rules, and the PDF's text layer gives back the Japanese text.
import { inflateSync } from "node:zlib";
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { expect, test } from "./fixtures.js";

const NOVEL = 20000011;

interface WebviewNovel {
  text: string;
  title: string;
}

async function exportAs(page: Page, format: string): Promise<{ name: string; bytes: Buffer }> {
  await page.getByTestId("export-format").selectOption(format);
  const downloading = page.waitForEvent("download", { timeout: 60_000 });
  await page.getByTestId("export-novel").click();
  const download = await downloading;
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(path) };
}

let novel: WebviewNovel;
/** A sentence of the novel's first page without markup. */
let sentence: string;
let chapters: string[];

test.beforeEach(async ({ page }) => {
  novel = (await (await page.request.get(`/api/pixiv/webview_novel?id=${NOVEL}`)).json()) as WebviewNovel;
  sentence = (novel.text.split("\n").find((line) => line.trim() !== "" && !line.includes("[")) ?? "").slice(
    0,
    12,
  );
  chapters = [...novel.text.matchAll(/\[chapter:(.*?)\]/g)].map((match) => match[1] ?? "");
  expect(chapters.length).toBeGreaterThan(0);
  await page.goto(`/novel/${NOVEL}`);
  // The first load may be slow on a busy machine (detail, text and the reader's chunk).
  await expect(page.getByTestId("novel-text")).toBeVisible({ timeout: 30_000 });
});

test("TXT keeps the original text with its markup", async ({ page }) => {
  const file = await exportAs(page, "TXT");
  expect(file.name).toMatch(new RegExp(`${NOVEL}.*\\.txt$`));
  const text = file.bytes.toString("utf8");
  expect(text).toContain(novel.title);
  expect(text).toContain(novel.text);
});

test("HTML is a page with the rendered text", async ({ page }) => {
  const file = await exportAs(page, "HTML");
  const html = file.bytes.toString("utf8");
  expect(html).toMatch(/^<!doctype html>/);
  expect(html).toContain('<meta charset="utf-8">');
  expect(html).toContain("<ruby>");
  expect(html).toContain(sentence);
  for (const chapter of chapters) expect(html).toContain(`<h2>${chapter}</h2>`);
  expect(html).not.toContain("[newpage]");
});

test("Markdown keeps every chapter as a heading and pages as rules", async ({ page }) => {
  const file = await exportAs(page, "MD");
  expect(file.name).toMatch(/\.md$/);
  const markdown = file.bytes.toString("utf8");
  expect(markdown.startsWith(`# ${novel.title}`)).toBe(true);
  const headings = [...markdown.matchAll(/^## (.*)$/gm)].map((match) => match[1]);
  expect(headings).toEqual(chapters);
  expect(markdown.match(/^---$/gm)?.length).toBe(novel.text.match(/\[newpage\]/g)?.length);
  expect(markdown).toMatch(/\[あとがき\]\(<https:\/\/example\.com\/notes\/\w+>\)/);
});

test("DOCX is a Word document whose body holds the text", async ({ page }) => {
  const file = await exportAs(page, "DOCX");
  expect(file.name).toMatch(/\.docx$/);
  const entries = unzipSync(new Uint8Array(file.bytes));
  expect(Object.keys(entries)).toEqual(expect.arrayContaining(["[Content_Types].xml", "word/document.xml"]));
  const documentXml = strFromU8(entries["word/document.xml"] ?? new Uint8Array());
  expect(documentXml).toContain(novel.title);
  expect(documentXml).toContain(sentence);
  for (const chapter of chapters) expect(documentXml).toContain(chapter);
  expect(Object.keys(entries).some((name) => name.startsWith("word/media/"))).toBe(true);
});

test("EPUB passes the container's structural rules", async ({ page }) => {
  const file = await exportAs(page, "EPUB");
  expect(file.name).toMatch(/\.epub$/);
  const bytes = file.bytes;
  // The first local file header is `mimetype`, stored (method 0), holding exactly the media type.
  expect(bytes.readUInt32LE(0)).toBe(0x04034b50);
  expect(bytes.readUInt16LE(8)).toBe(0);
  const nameLength = bytes.readUInt16LE(26);
  const extraLength = bytes.readUInt16LE(28);
  expect(bytes.subarray(30, 30 + nameLength).toString()).toBe("mimetype");
  const dataStart = 30 + nameLength + extraLength;
  expect(bytes.subarray(dataStart, dataStart + 20).toString()).toBe("application/epub+zip");

  const entries = unzipSync(new Uint8Array(bytes));
  const container = strFromU8(entries["META-INF/container.xml"] ?? new Uint8Array());
  const opfPath = /full-path="([^"]+)"/.exec(container)?.[1] ?? "";
  expect(opfPath).not.toBe("");
  const opf = strFromU8(entries[opfPath] ?? new Uint8Array());
  const base = opfPath.replace(/[^/]*$/, "");
  const hrefs = [...opf.matchAll(/<item [^>]*href="([^"]+)"/g)].map((match) => match[1] ?? "");
  expect(hrefs.length).toBeGreaterThan(3);
  for (const href of hrefs) expect(Object.keys(entries), href).toContain(base + href);
  expect(opf).toMatch(/properties="nav"/);
  expect(opf).toContain(`<dc:title>${novel.title}</dc:title>`);
  expect(opf).toContain("<dc:language>ja</dc:language>");
  const spine = [...opf.matchAll(/<itemref idref="([^"]+)"/g)].map((match) => match[1]);
  expect(spine.length).toBe((novel.text.match(/\[newpage\]/g)?.length ?? 0) + 2);
  const nav = strFromU8(entries[`${base}nav.xhtml`] ?? new Uint8Array());
  for (const chapter of chapters) expect(nav).toContain(chapter);
  const pages = Object.keys(entries).filter((name) => /page-\d+\.xhtml$/.test(name));
  expect(pages.map((name) => strFromU8(entries[name] ?? new Uint8Array())).join("")).toContain(sentence);
});

/** The text of a PDF's text layer: every hex string shown with Tj, mapped through the ToUnicode CMaps. */
function pdfText(pdf: Buffer): string {
  const streams: string[] = [];
  const source = pdf.toString("latin1");
  for (const match of source.matchAll(/<<([^]*?)>>\s*stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = source.indexOf("endstream", start);
    const raw = pdf.subarray(start, end);
    try {
      streams.push(
        (match[1] ?? "").includes("FlateDecode")
          ? inflateSync(raw).toString("latin1")
          : raw.toString("latin1"),
      );
    } catch {
      // Not a deflate stream (fonts may be stored otherwise): skip it.
    }
  }
  const map = new Map<string, string>();
  const hexToText = (hex: string): string => {
    let text = "";
    for (let index = 0; index < hex.length; index += 4)
      text += String.fromCharCode(parseInt(hex.slice(index, index + 4), 16));
    return text;
  };
  for (const stream of streams.filter(
    (text) => text.includes("beginbfchar") || text.includes("beginbfrange"),
  )) {
    for (const block of stream.matchAll(/beginbfchar([^]*?)endbfchar/g)) {
      for (const pair of (block[1] ?? "").matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
        map.set((pair[1] ?? "").toLowerCase().padStart(4, "0"), hexToText(pair[2] ?? ""));
      }
    }
    for (const block of stream.matchAll(/beginbfrange([^]*?)endbfrange/g)) {
      for (const range of (block[1] ?? "").matchAll(
        /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g,
      )) {
        const from = parseInt(range[1] ?? "0", 16);
        const to = parseInt(range[2] ?? "0", 16);
        const first = parseInt(range[3] ?? "0", 16);
        for (let code = from; code <= to; code++)
          map.set(code.toString(16).padStart(4, "0"), String.fromCharCode(first + code - from));
      }
    }
  }
  let text = "";
  for (const stream of streams) {
    for (const shown of stream.matchAll(/<([0-9a-fA-F]+)>\s*Tj/g)) {
      const hex = (shown[1] ?? "").toLowerCase();
      for (let index = 0; index < hex.length; index += 4) text += map.get(hex.slice(index, index + 4)) ?? "";
      text += "\n";
    }
  }
  return text;
}

test("PDF has a text layer that gives back the Japanese text in an embedded CJK font", async ({ page }) => {
  test.setTimeout(120_000);
  const file = await exportAs(page, "PDF");
  expect(file.name).toMatch(/\.pdf$/);
  const pdf = file.bytes;
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  const source = pdf.toString("latin1");
  expect(source).toMatch(/startxref\s+\d+\s+%%EOF\s*$/);
  expect(source).toContain("/FontFile2");
  expect(source).toContain("/ToUnicode");
  // The Japanese font for a Japanese novel (fonts by script: novel-export-languages.spec.ts).
  expect(source).toMatch(/\/BaseFont \/[A-Z]*\+?NotoSansJP/);
  // Subset, not the whole 10 MB font.
  expect(pdf.length).toBeLessThan(3_000_000);
  const text = pdfText(pdf).replaceAll("\n", "");
  expect(text).toContain(novel.title);
  expect(text).toContain(sentence);
  for (const chapter of chapters) expect(text).toContain(chapter);
});
