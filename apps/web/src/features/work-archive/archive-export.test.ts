// The archive's export files read back: JSON with each work's pixiv URL, CSV through a real RFC 4180
// parser (commas, quotes and line breaks inside fields survive), and the bookmark file's links with
// their escaped titles and dates; each work with whose bookmark it is and whether a local favourite.
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import type { ArchivedWork } from "../../storage/work-archive-record";
import { archiveBookmarksHtml, archiveCsv, archiveJson, CSV_HEADER, UNKNOWN_OWNER } from "./archive-export";

const T0 = Date.UTC(2026, 0, 10, 12);

const work = (overrides: Partial<ArchivedWork>): ArchivedWork => ({
  kind: "illust",
  id: 1,
  title: "Title",
  author: { id: 5, name: "Painter" },
  tags: ["海"],
  created: "2025-12-01T09:00:00+09:00",
  bookmarkedAt: null,
  firstSeenAt: T0,
  lastSeenAt: T0,
  width: 1,
  height: 1,
  pictureUrl: "",
  thumbnail: null,
  lostSince: null,
  sources: ["bookmark"],
  owners: [900_005],
  ...overrides,
});

const works = [
  work({ id: 11, title: 'Sea, "night"\nand <stars> & more', tags: ["海", "夜景"], lostSince: T0 + 1000 }),
  work({ id: 12, kind: "novel", title: "Plain", bookmarkedAt: T0 - 60_000, sources: ["local"], owners: [] }),
];

describe("archive exports", () => {
  it("JSON holds every record with its pixiv URL", () => {
    const parsed = JSON.parse(archiveJson(works, T0)) as {
      exportedAt: string;
      works: Record<string, unknown>[];
    };
    expect(parsed.exportedAt).toBe("2026-01-10T12:00:00.000Z");
    expect(parsed.works).toEqual([
      { ...works[0], url: "https://www.pixiv.net/artworks/11" },
      { ...works[1], url: "https://www.pixiv.net/novel/show.php?id=12" },
    ]);
  });

  it("CSV reads back field for field", () => {
    const text = archiveCsv(works);
    expect(text.endsWith("\r\n")).toBe(true);
    const rows = parse(text);
    expect(rows[0]).toEqual([...CSV_HEADER]);
    expect(rows.slice(1)).toEqual([
      [
        "11",
        "illust",
        'Sea, "night"\nand <stars> & more',
        "Painter",
        "5",
        "海 夜景",
        "2025-12-01T09:00:00+09:00",
        "",
        "2026-01-10T12:00:01.000Z",
        "https://www.pixiv.net/artworks/11",
        "900005",
        "",
      ],
      [
        "12",
        "novel",
        "Plain",
        "Painter",
        "5",
        "海",
        "2025-12-01T09:00:00+09:00",
        "2026-01-10T11:59:00.000Z",
        "",
        "https://www.pixiv.net/novel/show.php?id=12",
        "",
        "yes",
      ],
    ]);
  });

  it("CSV names every account whose bookmark a work is, and an unowned bookmark as unknown", () => {
    const rows: string[][] = parse(
      archiveCsv([
        work({ id: 21, owners: [900_005, 900_006], sources: ["bookmark", "local"] }),
        work({ id: 22, owners: [] }),
      ]),
    );
    const at = (name: string) => CSV_HEADER.indexOf(name as (typeof CSV_HEADER)[number]);
    expect(rows.slice(1).map((row) => [row[at("bookmarked by")], row[at("local favourite")]])).toEqual([
      ["900005 900006", "yes"],
      [UNKNOWN_OWNER, ""],
    ]);
  });

  it("the bookmark file links each work with its escaped title and date", () => {
    const html = archiveBookmarksHtml(works, "pxv <archive>", T0);
    expect(html.startsWith("<!DOCTYPE NETSCAPE-Bookmark-file-1>\n")).toBe(true);
    expect(html).toContain("pxv &#60;archive&#62;</H3>");
    const links = [...html.matchAll(/<DT><A HREF="([^"]*)" ADD_DATE="(\d+)"[^>]*>([^<]*)<\/A>/g)].map(
      ([, href, added, title]) => ({ href, added, title }),
    );
    expect(links).toEqual([
      {
        href: "https://www.pixiv.net/artworks/11",
        added: String(T0 / 1000),
        title: "Sea, &#34;night&#34;\nand &#60;stars&#62; &#38; more",
      },
      {
        href: "https://www.pixiv.net/novel/show.php?id=12",
        added: String((T0 - 60_000) / 1000),
        title: "Plain",
      },
    ]);
  });
});
