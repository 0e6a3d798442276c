// The bulk queue's pure rules: filters before queueing, backoff, scheduling, resume after a reload,
// ZIP parts, file plans and the manifest.
import { DEFAULT_VISIBILITY_RULES, type VisibilityRules } from "@pxv/pixiv";
import { unzipSync } from "fflate";
import { describe, expect, it, vi } from "vitest";
import { artwork } from "../../test/fixtures";
import { retryAfterMs } from "../../data/errors";
import { BACKOFF_MAX_MS, isRetryable, retryDelay } from "./backoff";
import { DEFAULT_BULK_FILTERS, filterWorks, type BulkFilters } from "./bulk-filters";
import { defaultBulkOutput, readBulkSettings } from "./bulk-settings";
import type { BulkWork } from "./bulk-source";
import { manifestRows, manifestText } from "./manifest";
import { novelBulkFormat, planEntries, ugoiraBulkFormat } from "./plan-entries";
import {
  countEntries,
  entriesToResume,
  isSettled,
  nextDue,
  partFileName,
  partIsFull,
  pickNext,
  throughput,
  type QueueEntry,
} from "./queue-model";
import { SLICE_BYTES, ZipPartWriter } from "./zip-parts";

const work = (overrides: Parameters<typeof artwork>[0]): BulkWork => ({
  kind: "artwork",
  artwork: artwork(overrides),
});
const ids = (works: readonly BulkWork[]) =>
  works.map((item) => (item.kind === "artwork" ? item.artwork.id : item.novel.id));

describe("filterWorks", () => {
  const works = [
    work({ id: 1 }),
    work({ id: 2, type: "manga", pageCount: 12 }),
    work({ id: 3, type: "ugoira" }),
    work({ id: 4, xRestrict: 1 }),
    work({ id: 5, xRestrict: 2 }),
    work({ id: 6, aiType: 2 }),
    work({ id: 7, tags: ["blocked"] }),
    work({ id: 8, userId: 77 }),
  ];
  const rules: VisibilityRules = {
    ...DEFAULT_VISIBILITY_RULES,
    blockedTags: new Set(["blocked"]),
    blockedUserIds: new Set([77]),
  };
  const run = (filters: Partial<BulkFilters>, downloaded: number[] = [], ruleSet = rules) =>
    filterWorks(works, { ...DEFAULT_BULK_FILTERS, ...filters }, ruleSet, new Set(downloaded));

  it("follows the content settings and block lists, counting each reason", () => {
    const result = run({});
    expect(ids(result.kept)).toEqual([1, 2, 3]);
    expect(result.skipped).toEqual({ r18: 1, r18g: 1, ai: 1, blocked_tag: 1, blocked_user: 1 });
    const open = run({}, [], { ...rules, r18: true, r18g: true, ai: true });
    expect(ids(open.kept)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("keeps only the kinds asked for, within the page limit, and skips what was downloaded", () => {
    expect(ids(run({ types: ["manga", "ugoira"] }).kept)).toEqual([2, 3]);
    expect(ids(run({ maxPages: 10 }).kept)).toEqual([1, 3]);
    const skipped = run({}, [1, 3]);
    expect(ids(skipped.kept)).toEqual([2]);
    expect(skipped.skipped.downloaded).toBe(2);
    expect(ids(run({ skipDownloaded: false }, [1, 3]).kept)).toEqual([1, 2, 3]);
  });

  it("applies the bookmark minimum and the date range", () => {
    const first = works[0];
    const likes = first?.kind === "artwork" ? first.artwork.like : 0;
    expect(ids(run({ minBookmarks: likes + 1 }).kept)).toEqual([]);
    expect(ids(run({ minBookmarks: likes }).kept)).toEqual([1, 2, 3]);
    // The fixtures are dated 2026-11-20.
    expect(ids(run({ from: "2026-11-21" }).kept)).toEqual([]);
    expect(ids(run({ from: "2026-11-20", to: "2026-11-20" }).kept)).toEqual([1, 2, 3]);
    expect(run({ to: "2026-11-19" }).skipped.date).toBe(3);
  });
});

describe("backoff", () => {
  it("retries 429, 5xx and network failures only", () => {
    expect([null, 408, 429, 500, 503].every(isRetryable)).toBe(true);
    expect([400, 403, 404].some(isRetryable)).toBe(false);
  });

  it("grows exponentially with jitter, honours Retry-After and stays under the cap", () => {
    expect(retryDelay(1, null, 0.5)).toBe(1000);
    expect(retryDelay(3, null, 0.5)).toBe(4000);
    expect(retryDelay(3, null, 0)).toBe(2000);
    expect(retryDelay(3, null, 0.999)).toBeLessThan(6000);
    expect(retryDelay(20, null, 0.5)).toBe(BACKOFF_MAX_MS);
    expect(retryDelay(1, 7000)).toBe(7000);
    expect(retryDelay(1, 10 ** 9)).toBe(BACKOFF_MAX_MS);
    expect(retryAfterMs("3", 0)).toBe(3000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4000)).toBe(6000);
    expect(retryAfterMs("soon", 0)).toBeNull();
    expect(retryAfterMs(null, 0)).toBeNull();
  });
});

const entry = (seq: number, patch: Partial<QueueEntry> = {}): QueueEntry => ({
  key: `j:${String(seq)}`,
  jobId: "j",
  seq,
  workId: 100 + seq,
  file: { kind: "page", url: `/-/img-original/${String(seq)}.png` },
  path: `${String(seq)}.png`,
  state: "pending",
  part: null,
  bytes: 0,
  attempts: 0,
  retryAt: 0,
  error: null,
  ...patch,
});

describe("scheduling and resume", () => {
  it("starts pending, due entries in list order up to the concurrency", () => {
    const entries = [entry(3), entry(0, { state: "done" }), entry(1, { retryAt: 5000 }), entry(2), entry(4)];
    expect(pickNext(entries, 0, 2, 1000).map((item) => item.seq)).toEqual([2, 3]);
    expect(pickNext(entries, 1, 2, 1000).map((item) => item.seq)).toEqual([2]);
    expect(pickNext(entries, 2, 2, 1000)).toEqual([]);
    expect(pickNext(entries, 0, 9, 6000).map((item) => item.seq)).toEqual([1, 2, 3, 4]);
    expect(nextDue([entry(0, { retryAt: 9 }), entry(1, { retryAt: 4 }), entry(2, { state: "done" })])).toBe(
      4,
    );
  });

  it("after a reload, sends running and unsaved ZIP entries back to pending and leaves the rest", () => {
    const entries = [
      entry(0, { state: "done", part: 1 }),
      entry(1, { state: "written", part: 2 }),
      entry(2, { state: "active" }),
      entry(3, { state: "failed", error: "HTTP 404" }),
      entry(4),
    ];
    const reset = entriesToResume(entries);
    expect(reset.map((item) => [item.seq, item.state, item.part])).toEqual([
      [1, "pending", null],
      [2, "pending", null],
    ]);
  });

  it("counts written files as done and settles when nothing is left", () => {
    const counts = countEntries([
      entry(0, { state: "done", bytes: 10 }),
      entry(1, { state: "written", bytes: 5 }),
      entry(2, { state: "failed" }),
    ]);
    expect(counts).toEqual({ total: 3, done: 2, failed: 1, bytes: 15 });
    expect(isSettled(counts)).toBe(true);
    expect(isSettled(countEntries([entry(0, { state: "done" }), entry(1)]))).toBe(false);
  });

  it("closes a part before a file that would overflow it, never an empty one", () => {
    expect(partIsFull(0, 10_000, 100)).toBe(false);
    expect(partIsFull(60, 50, 100)).toBe(true);
    expect(partIsFull(50, 50, 100)).toBe(false);
    expect(partFileName("bookmarks_illust_public", 3)).toBe("bookmarks_illust_public-part003.zip");
  });

  it("reads speed and time left from the recent samples", () => {
    expect(throughput([{ at: 0, files: 0, bytes: 0 }], 10)).toEqual({
      bytesPerSecond: null,
      etaSeconds: null,
    });
    const speed = throughput(
      [
        { at: 0, files: 0, bytes: 0 },
        { at: 2000, files: 4, bytes: 4_000_000 },
      ],
      10,
    );
    expect(speed).toEqual({ bytesPerSecond: 2_000_000, etaSeconds: 5 });
  });
});

describe("ZipPartWriter", () => {
  it("writes stored entries a file at a time and starts afresh after each part", async () => {
    const writer = new ZipPartWriter();
    await writer.add("a/1.png", new Uint8Array([1, 2, 3]));
    await writer.add("a/2.png", new Uint8Array([4, 5]));
    expect(writer.bytes).toBeGreaterThan(5);
    const entries = unzipSync(new Uint8Array(await writer.finish().arrayBuffer()));
    expect(Object.keys(entries)).toEqual(["a/1.png", "a/2.png"]);
    expect([...(entries["a/2.png"] ?? [])]).toEqual([4, 5]);
    expect(writer.isOpen).toBe(false);
    await writer.add("b.png", new Uint8Array([9]));
    const second = unzipSync(new Uint8Array(await writer.finish().arrayBuffer()));
    expect(Object.keys(second)).toEqual(["b.png"]);
  });

  it("writes a large file in slices, giving the page's thread back between them", async () => {
    const yields = vi.fn(() => Promise.resolve());
    vi.stubGlobal("scheduler", { yield: yields });
    const writer = new ZipPartWriter();
    const big = new Uint8Array(SLICE_BYTES * 3 + 7).map((_, index) => index % 251);
    await writer.add("big.bin", big);
    vi.unstubAllGlobals();
    expect(yields).toHaveBeenCalledTimes(3);
    const entries = unzipSync(new Uint8Array(await writer.finish().arrayBuffer()));
    // Compared as bytes: a deep equality walks 1.5 MB element by element, for seconds under jsdom.
    expect(entries["big.bin"]?.byteLength).toBe(big.byteLength);
    expect(Buffer.compare(entries["big.bin"] ?? new Uint8Array(), big)).toBe(0);
  });

  it("writes nothing more of a file once the part is discarded", async () => {
    const writer = new ZipPartWriter();
    const writing = writer.add("big.bin", new Uint8Array(SLICE_BYTES * 4));
    writer.discard();
    await writing;
    expect(writer.bytes).toBe(0);
    expect(writer.isOpen).toBe(false);
  });
});

describe("planEntries and the manifest", () => {
  const settings = {
    template: "{pid}_p{index}",
    subfolders: "source" as const,
    ugoira: "zip" as const,
    novel: "TXT" as const,
    sourceName: "bookmarks_illust_public",
  };

  it("makes one entry per page (originals), one per ugoira in its format, named by the template", () => {
    const plan = planEntries(
      "job",
      [work({ id: 11, pageCount: 2 }), work({ id: 12, type: "ugoira" })],
      settings,
    );
    expect(plan.entries.map((item) => [item.seq, item.path, item.file.kind])).toEqual([
      [0, "bookmarks_illust_public/11_p0.png", "page"],
      [1, "bookmarks_illust_public/11_p1.png", "page"],
      [2, "bookmarks_illust_public/ugoira/12_p0.zip", "ugoira"],
    ]);
    const first = plan.entries[0]?.file;
    expect(first?.kind === "page" ? first.url : "").toContain("/img-original/");
    expect(plan.works.map((row) => row.url)).toEqual([
      "https://www.pixiv.net/artworks/11",
      "https://www.pixiv.net/artworks/12",
    ]);
  });

  it("maps the default formats onto files the queue can fetch", () => {
    expect(
      ["", "ZIP", "APNG", "GIF", "WebM", "Other", "MP4(Server)"].map((value) =>
        ugoiraBulkFormat(value as never),
      ),
    ).toEqual(["zip", "zip", "zip", "gif", "webm", "webm", "mp4"]);
    expect(["", "DOC", "PDF(Print)", "EPUB"].map((value) => novelBulkFormat(value as never))).toEqual([
      "TXT",
      "DOCX",
      "PDF",
      "EPUB",
    ]);
  });

  it("lists each work's files and failures, as JSON or CSV", () => {
    const plan = planEntries("job", [work({ id: 21, pageCount: 2, title: 'Say "hi", ok' })], settings);
    const entries = plan.entries.map((item, index) =>
      index === 1
        ? { ...item, state: "failed" as const, error: "HTTP 404" }
        : { ...item, state: "done" as const },
    );
    const rows = manifestRows(plan.works, entries);
    expect(rows[0]?.files).toEqual(["bookmarks_illust_public/21_p0.png"]);
    expect(rows[0]?.failed).toEqual([{ file: "bookmarks_illust_public/21_p1.png", error: "HTTP 404" }]);
    expect(JSON.parse(manifestText("json", rows))).toEqual(rows);
    const csv = manifestText("csv", rows).split("\r\n");
    expect(csv[0]).toBe("id,title,author_id,author,tags,url,files,failed");
    expect(csv[1]).toContain('21,"Say ""hi"", ok"');
  });
});

describe("readBulkSettings", () => {
  it("keeps valid values and replaces bad ones with defaults", () => {
    const settings = readBulkSettings({
      concurrency: 5,
      partMb: 0,
      output: "zip",
      subfolders: "weird",
      manifest: "csv",
    });
    expect(settings).toMatchObject({
      concurrency: 5,
      partMb: 500,
      output: "zip",
      subfolders: "author",
      manifest: "csv",
    });
    expect(readBulkSettings(null).concurrency).toBe(3);
  });

  it("reads a stored folder as ZIP parts where the browser has no folder picker", () => {
    // jsdom, like Firefox and Safari, has no showDirectoryPicker.
    expect(readBulkSettings({ output: "folder" }).output).toBe("zip");
  });
});

describe("defaultBulkOutput", () => {
  it.each([
    [true, false, "folder"],
    [true, true, "zip"],
    [false, false, "zip"],
    [false, true, "zip"],
  ] as const)("folder picker %s, finger first %s → %s", (picker, finger, output) => {
    expect(defaultBulkOutput(picker, finger)).toBe(output);
  });
});
