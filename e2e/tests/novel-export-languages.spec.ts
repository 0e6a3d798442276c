// Every novel export of a Japanese, a Korean and a Russian novel (and the PDF of a Chinese and a
// Greek one), downloaded through the export menu and read back the way a reader would: the PDF
// with poppler's pdftotext, DOCX and EPUB unzipped and their XML read, TXT, HTML and Markdown as
// they are. Each must hold every character of the novel's text in order (whitespace aside). The
// PDF also embeds only the fonts of the scripts the novel uses, fetched only then (issue 24: a
// Korean PDF used to come out blank, with no font that had Hangul).
import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { novelPlainText, parseNovelMarkup } from "@pxv/pixiv";
import { NOVEL_IDS_BY_LANGUAGE, type NovelLanguage } from "@pxv/sandbox";
import { strFromU8, unzipSync } from "fflate";
import { expect, test } from "./fixtures.js";

interface WebviewNovel {
  text: string;
  title: string;
}

interface Exported {
  readonly path: string;
  readonly bytes: Buffer;
}

async function exportAs(page: Page, format: string): Promise<Exported> {
  await page.getByTestId("export-format").selectOption(format);
  const downloading = page.waitForEvent("download", { timeout: 90_000 });
  await page.getByTestId("export-novel").click();
  const path = await (await downloading).path();
  return { path, bytes: await readFile(path) };
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** Markup without its tags, entities decoded. */
function textOfMarkup(markup: string): string {
  return markup
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity: string, name: string) =>
      name.startsWith("#x") || name.startsWith("#X")
        ? String.fromCodePoint(parseInt(name.slice(2), 16))
        : name.startsWith("#")
          ? String.fromCodePoint(Number(name.slice(1)))
          : (ENTITIES[name] ?? entity),
    );
}

/** What a reader application gets out of each format, as text. */
const READERS: Record<string, (file: Exported) => string> = {
  TXT: (file) => file.bytes.toString("utf8"),
  MD: (file) => file.bytes.toString("utf8"),
  HTML: (file) => textOfMarkup(file.bytes.toString("utf8").replace(/^[^]*<body[^>]*>/, "")),
  DOCX: (file) => {
    const xml = strFromU8(unzipSync(new Uint8Array(file.bytes))["word/document.xml"] ?? new Uint8Array());
    return textOfMarkup(
      [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((match) => match[1]).join(""),
    );
  },
  EPUB: (file) => {
    const entries = unzipSync(new Uint8Array(file.bytes));
    const container = strFromU8(entries["META-INF/container.xml"] ?? new Uint8Array());
    const opfPath = /full-path="([^"]+)"/.exec(container)?.[1] ?? "";
    const opf = strFromU8(entries[opfPath] ?? new Uint8Array());
    const base = opfPath.replace(/[^/]*$/, "");
    const hrefs = new Map(
      [...opf.matchAll(/<item [^>]*?id="([^"]+)"[^>]*?href="([^"]+)"/g)].map((match) => [match[1], match[2]]),
    );
    // The reading order is the spine's.
    return [...opf.matchAll(/<itemref idref="([^"]+)"/g)]
      .map((match) => strFromU8(entries[base + (hrefs.get(match[1]) ?? "")] ?? new Uint8Array()))
      .map((xhtml) => textOfMarkup(xhtml.replace(/^[^]*<body[^>]*>/, "")))
      .join("\n");
  },
  PDF: (file) => execFileSync("pdftotext", ["-enc", "UTF-8", file.path, "-"], { encoding: "utf8" }),
};

/**
 * Where `expected` stops being found in `actual`, both without whitespace: every character must be
 * there in order (exports may add text, as ruby readings and headings do). null when all are.
 */
function firstMissing(actual: string, expected: string): string | null {
  const have = Array.from(actual.normalize("NFC").replace(/\s+/g, ""));
  const want = Array.from(expected.normalize("NFC").replace(/\s+/g, ""));
  let at = 0;
  for (const [index, char] of want.entries()) {
    while (at < have.length && have[at] !== char) at++;
    if (at === have.length)
      return `character ${index} "${char}" of "${want.slice(index, index + 30).join("")}…"`;
    at++;
  }
  return null;
}

/** The fonts a PDF lists (poppler's pdffonts), each with whether it is embedded. */
function pdfFonts(path: string): { name: string; embedded: boolean }[] {
  const rows = execFileSync("pdffonts", [path], { encoding: "utf8" }).split("\n").slice(2);
  return rows
    .filter((row) => row.trim() !== "")
    .map((row) => ({ name: row.split(/\s+/)[0] ?? "", embedded: /Identity-H\s+yes/.test(row) }));
}

async function openNovel(page: Page, language: NovelLanguage): Promise<string> {
  const id = NOVEL_IDS_BY_LANGUAGE[language];
  const novel = (await (await page.request.get(`/api/pixiv/webview_novel?id=${id}`)).json()) as WebviewNovel;
  await page.goto(`/novel/${id}`);
  await expect(page.getByTestId("novel-text")).toBeVisible({ timeout: 30_000 });
  return `${novel.title}\n${novelPlainText(parseNovelMarkup(novel.text))}`;
}

/** The font files the page fetches from now on. */
function watchFontFetches(page: Page): string[] {
  const fetched: string[] = [];
  page.on("request", (request) => {
    const name = /([^/?]+\.ttf)(?:\?|$)/.exec(request.url())?.[1];
    if (name !== undefined) fetched.push(name.replace(/-[\w-]{8}\.ttf$/, ".ttf"));
  });
  return fetched;
}

for (const language of ["ja", "ko", "ru"] as const) {
  test(`every export of the ${language} novel gives back its whole text`, async ({ page }) => {
    test.setTimeout(240_000);
    const text = await openNovel(page, language);
    for (const format of ["TXT", "HTML", "MD", "DOCX", "EPUB", "PDF"]) {
      const read = READERS[format];
      if (read === undefined) throw new Error(format);
      const file = await exportAs(page, format);
      expect(firstMissing(read(file), text), `${language} ${format}`).toBeNull();
    }
  });
}

/**
 * Each novel's fonts: its script's, plus those its author's name needs (the sandbox's names are
 * Japanese, set in the novel's CJK font when it has one, else as the name reads: JP with kana, SC
 * for kanji alone, as the Greek novel's author has) and Noto Sans where Latin letters appear. Never
 * Helvetica, and never a font the PDF does not use.
 */
const PDF_FONTS = [
  { language: "ja", fonts: ["NotoSansJP"] },
  { language: "ko", fonts: ["NotoSansKR"] },
  { language: "ru", fonts: ["NotoSans", "NotoSansJP"] },
  { language: "zh", fonts: ["NotoSansSC", "NotoSans"] },
  { language: "el", fonts: ["NotoSans", "NotoSansSC"] },
] as const;

for (const { language, fonts } of PDF_FONTS) {
  test(`the ${language} novel's PDF embeds only its scripts' fonts, each fetched for it`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const text = await openNovel(page, language);
    const fetched = watchFontFetches(page);
    const file = await exportAs(page, "PDF");
    expect(firstMissing(READERS["PDF"]?.(file) ?? "", text)).toBeNull();
    const listed = pdfFonts(file.path);
    expect(listed.map((font) => font.name).sort()).toEqual([...fonts].sort());
    expect(listed.every((font) => font.embedded)).toBe(true);
    // Subsets, not whole fonts (SC alone is 10 MB).
    expect(file.bytes.length).toBeLessThan(3_000_000);
    expect(fetched.sort()).toEqual(fonts.map((name) => `${name}-Regular.ttf`).sort());
  });
}
