// A lost work's card from the archive: the archived title, author, tags and size, the thumbnail as
// its picture (an artwork) or cover (a novel), not visible, bookmarked as pixiv's placeholder says.
import { describe, expect, it } from "vitest";
import type { ArchivedWork } from "../../storage/work-archive-record";
import { artwork } from "../../test/fixtures";
import { archivedArtwork, archivedNovel } from "./archived-work";

const row = (overrides: Partial<ArchivedWork> = {}): ArchivedWork => ({
  kind: "illust",
  id: 41,
  title: "Harbour",
  author: { id: 7, name: "Painter" },
  tags: ["海", "夜"],
  created: "2025-12-01T09:00:00+09:00",
  bookmarkedAt: null,
  firstSeenAt: 1,
  lastSeenAt: 1,
  width: 800,
  height: 1200,
  pictureUrl: "/~/c/250x250/41_p0.jpg",
  thumbnail: "data:image/webp;base64,UklG",
  lostSince: 2,
  sources: ["bookmark"],
  owners: [900_005],
  ...overrides,
});

describe("archived cards", () => {
  it("show an artwork from the archive, its thumbnail as every picture", () => {
    const placeholder = { ...artwork({ id: 41, title: "" }), visible: false, is_bookmarked: true };
    expect(archivedArtwork(row(), placeholder)).toMatchObject({
      id: 41,
      title: "Harbour",
      author: { id: 7, name: "Painter" },
      tags: [
        { name: "海", translated_name: null },
        { name: "夜", translated_name: null },
      ],
      width: 800,
      height: 1200,
      images: [{ s: "data:image/webp;base64,UklG", m: "data:image/webp;base64,UklG" }],
      visible: false,
      is_bookmarked: true,
    });
    expect(archivedArtwork(row({ thumbnail: null })).images[0]?.m).toBe("");
    expect(archivedArtwork(row()).is_bookmarked).toBe(false);
  });

  it("show a novel from the archive, its thumbnail as the cover", () => {
    const novel = archivedNovel(row({ kind: "novel", id: 42, title: "A long night", width: 1, height: 1 }));
    expect(novel).toMatchObject({
      id: 42,
      title: "A long night",
      author: { id: 7, name: "Painter" },
      images: [{ s: "data:image/webp;base64,UklG", m: "data:image/webp;base64,UklG" }],
      visible: false,
      is_bookmarked: false,
    });
    expect("text_length" in novel).toBe(true);
  });
});
