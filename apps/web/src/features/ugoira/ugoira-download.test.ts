// Which ugoira formats need the frames loaded first (PRODUCT.md §5), the refusal when they are not, and
// the server's file addresses.
import { describe, expect, it } from "vitest";
import { artwork } from "../../test/fixtures";
import {
  downloadUgoira,
  FramesNotLoadedError,
  needsLoadedFrames,
  serverUgoiraUrl,
  UGOIRA_DOWNLOAD_CHOICES,
} from "./ugoira-download";

describe("ugoira downloads", () => {
  it("needs loaded frames for every format but the two the server makes", () => {
    expect(UGOIRA_DOWNLOAD_CHOICES.filter((format) => !needsLoadedFrames(format))).toEqual([
      "MP4(Server)",
      "Other",
    ]);
  });

  it.each(["ZIP", "GIF", "WebM", "APNG", "MP4(Browser)"] as const)(
    "refuses %s before the frames load",
    async (format) => {
      await expect(
        downloadUgoira(format, {
          artwork: artwork({ type: "ugoira" }),
          ugoira: null,
          settings: { template: "{pid}_p{index}", subfolderByAuthor: false, preferFileSystem: false },
          bitrateMbps: 4,
          apngAsPng: false,
          onProgress: () => undefined,
          signal: new AbortController().signal,
        }),
      ).rejects.toBeInstanceOf(FramesNotLoadedError);
    },
  );

  it("names the server's files on the app's own origin", () => {
    expect(serverUgoiraUrl(44, "avif")).toBe("/api/ugoira/44.avif");
    expect(serverUgoiraUrl(44, "mp4")).toBe("/api/ugoira/44.mp4");
  });
});
