// The catalogue's content beyond rankings: the mix of works, novels with pixiv's markup in several
// languages, series that works and novels agree on, a follow graph consistent both ways, comments
// addressable by id, and the documented hostile ids.
import { describe, expect, it } from "vitest";
import { createCatalogue, DEFAULT_SEED } from "./catalogue.js";
import { addressOfComment, commentIdOf, generateComment, generateReply } from "./comments.js";
import { HOSTILE_NOVELS, HOSTILE_WORKS } from "./hostile.js";
import { NOVEL_IDS_BY_LANGUAGE } from "./novels.js";
import { memberPosition } from "./series.js";
import { positionOfWork, posterIndexOfWork, workIdAtPosition } from "./users.js";
import { workExists } from "./works.js";

const catalogue = createCatalogue(DEFAULT_SEED);

describe("works", () => {
  it("mixes illust, manga and ugoira about 70/20/10, R-18 about 15 %, R-18G about 2 %, AI about 10 %", () => {
    const counts = { illust: 0, manga: 0, ugoira: 0, r18: 0, r18g: 0, ai: 0, total: 0 };
    for (let id = 125_000_000; counts.total < 4000; id += 13) {
      const work = catalogue.illust(id);
      if (work === null) continue;
      counts.total++;
      counts[work.type]++;
      if (work.xRestrict === 1) counts.r18++;
      if (work.xRestrict === 2) counts.r18g++;
      if (work.aiType === 2) counts.ai++;
    }
    const share = (count: number): number => count / counts.total;
    expect(share(counts.illust)).toBeGreaterThan(0.6);
    expect(share(counts.manga)).toBeGreaterThan(0.15);
    expect(share(counts.ugoira)).toBeGreaterThan(0.07);
    expect(share(counts.r18)).toBeGreaterThan(0.12);
    expect(share(counts.r18g)).toBeGreaterThan(0.01);
    expect(share(counts.ai)).toBeGreaterThan(0.08);
    expect(share(counts.ai)).toBeLessThan(0.16);
  });

  it("maps a poster's positions to ids and back", () => {
    for (const id of [12_345_678, 99_565_513, 126_839_540]) {
      const poster = posterIndexOfWork(catalogue.seedHash, id);
      expect(workIdAtPosition(catalogue.seedHash, poster, positionOfWork(catalogue.seedHash, id))).toBe(id);
    }
  });

  it("puts a series' works in that series, in order", () => {
    let checked = 0;
    for (let index = 0; index < 400 && checked < 10; index++) {
      for (const spec of catalogue.seriesOfUser("illust", index)) {
        for (let order = 0; order < Math.min(spec.length, 5); order++) {
          const id = workIdAtPosition(catalogue.seedHash, index, memberPosition(spec, order));
          if (!workExists(catalogue.seedHash, id)) continue;
          const work = catalogue.illust(id);
          expect(work?.series).toEqual({ id: spec.id, title: spec.title });
          expect(work?.type).toBe("manga");
          expect(work?.seriesMembership?.order).toBe(order);
        }
        expect(catalogue.series("illust", spec.id)).toEqual(spec);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe("novels", () => {
  const novels = catalogue
    .novelRanking("week", "2025-02-04")
    .concat(catalogue.novelRanking("day_r18", "2025-02-04"))
    .map((id) => catalogue.novel(id))
    .filter((novel) => novel !== null);

  it("are written in several languages", () => {
    expect(new Set(novels.map((novel) => novel.language)).size).toBeGreaterThanOrEqual(4);
  });

  it.each(Object.entries(NOVEL_IDS_BY_LANGUAGE))(
    "%s: the sample novel is in that language, all-ages",
    (language, id) => {
      const novel = catalogue.novel(id);
      expect(novel?.language).toBe(language);
      expect(novel?.xRestrict).toBe(0);
    },
  );

  it.each(["[newpage]", "[chapter:", "[[rb:", "[pixivimage:", "[uploadedimage:", "[[jumpuri:"])(
    "use pixiv's markup %s",
    (markup) => {
      expect(novels.some((novel) => novel.text.includes(markup))).toBe(true);
    },
  );

  it("count their pages by [newpage]", () => {
    for (const novel of novels.slice(0, 50)) {
      expect(novel.text.split("[newpage]").length).toBe(novel.pageCount);
    }
  });
});

describe("follow graph", () => {
  it("agrees both ways", () => {
    for (const index of [0, 17, 12_345, 39_999]) {
      for (const followed of catalogue.social.following(index)) {
        expect(catalogue.social.followers(followed)).toContain(index);
        expect(catalogue.social.follows(index, followed)).toBe(true);
      }
    }
  });
});

describe("comments", () => {
  it("are found again from their ids, and replies from theirs", () => {
    const target = {
      kind: "novel",
      id: 23_000_000,
      total: 10,
      postedAt: 1_700_000_000,
      hostile: false,
    } as const;
    const comment = generateComment(catalogue.seedHash, target, 4, 1_800_000_000);
    expect(comment.id).toBe(commentIdOf("novel", 23_000_000, 4));
    expect(addressOfComment(comment.id)).toEqual({
      kind: "novel",
      targetId: 23_000_000,
      index: 4,
      parentId: null,
    });
    const parent = { ...comment, replyCount: 3 };
    const reply = generateReply(catalogue.seedHash, parent, 2, 1_800_000_000);
    expect(reply === null ? null : addressOfComment(reply.id)).toEqual({ parentId: comment.id, index: 2 });
  });
});

describe("hostile ids", () => {
  it("always exist and carry their payloads", () => {
    for (const [id, hostile] of Object.entries(HOSTILE_WORKS)) {
      expect(catalogue.illust(Number(id))).toMatchObject(hostile);
    }
    for (const [id, hostile] of Object.entries(HOSTILE_NOVELS)) {
      expect(catalogue.novel(Number(id))).toMatchObject(hostile);
    }
  });
});
