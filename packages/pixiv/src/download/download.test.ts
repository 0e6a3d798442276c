// File names from the template (PRODUCT.md §3, §5) and ugoira timing (PRODUCT.md §9).
import { describe, expect, it } from "vitest";
import {
  artworkFileName,
  authorFolderName,
  extensionOfUrl,
  fileNameDate,
  usableTemplate,
  withExtension,
} from "./artwork-file-name.js";
import {
  frameIndexAt,
  gifDelaysCentiseconds,
  gifFrameSelection,
  highResolutionZipUrl,
  loopDuration,
  videoFrameTimes,
} from "./ugoira-timing.js";

const work = {
  id: 135826089,
  title: "HAPPY END??",
  author: { id: 42, name: "作者 name" },
  width: 1200,
  height: 1600,
  tags: [{ name: "オリジナル" }, { name: "girl" }],
  created: "2025-11-02T01:30:00+09:00",
};

describe("artworkFileName", () => {
  it.each([
    ["{author}_{title}_{pid}_p{index}", 0, "jpg", "作者_name_HAPPY_END___135826089_p0.jpg"],
    ["{pid}_p{index}", 3, "png", "135826089_p3.png"],
    ["{authorId}-{pid}-{index}-{width}x{height}", 1, "jpg", "42-135826089-1-1200x1600.jpg"],
    ["{tags}_{pid}_{index}", 0, "gif", "オリジナル_girl_135826089_0.gif"],
    ["{createDate}_{pid}_{index}", 0, "zip", "20251102_135826089_0.zip"],
  ])("fills %s", (template, index, ext, expected) => {
    expect(artworkFileName(template, work, index, ext)).toBe(expected);
  });

  it("turns every forbidden character of PRODUCT.md §5 into an underscore", () => {
    const hostile = { ...work, title: `a\\b/c|d?e*f:g<h>i'j"k l.m\tn` };
    expect(artworkFileName("{title}_{pid}_{index}", hostile, 0, "jpg")).toBe(
      "a_b_c_d_e_f_g_h_i_j_k_l_m_n_135826089_0.jpg",
    );
  });

  it("keeps the tail and the extension when the name is longer than 128 characters", () => {
    const long = { ...work, title: "x".repeat(300) };
    const name = artworkFileName("{title}_{pid}_p{index}", long, 12, "jpeg");
    expect(Array.from(name)).toHaveLength(128);
    expect(name.endsWith("_135826089_p12.jpeg")).toBe(true);
  });

  it("counts characters, not UTF-16 units, for the limit", () => {
    const emoji = { ...work, title: "😀".repeat(200) };
    const name = artworkFileName("{title}_{pid}_p{index}", emoji, 0, "png");
    expect(Array.from(name)).toHaveLength(128);
  });

  it.each(["{author}_{title}", "{pid}_{title}", "{pid}_{index}_{nope}", "", "   "])(
    "falls back to the default template for the unusable %j",
    (template) => {
      expect(usableTemplate(template)).toBe("{author}_{title}_{pid}_p{index}");
      expect(artworkFileName(template, work, 2, "jpg")).toBe("作者_name_HAPPY_END___135826089_p2.jpg");
    },
  );

  it("drops an extension that is not letters and digits", () => {
    expect(withExtension("name", "../x")).toBe("name");
    expect(withExtension("name", "WEBM")).toBe("name.webm");
  });
});

describe("file name helpers", () => {
  it("reads pixiv's date in its own time zone", () => {
    expect(fileNameDate("2025-01-01T00:30:00+09:00")).toBe("20250101");
    expect(fileNameDate("nonsense")).toBe("");
  });

  it("names the author's folder", () => {
    expect(authorFolderName({ id: 7, name: "a/b c" })).toBe("a_b_c_7");
  });

  it("reads an image URL's extension", () => {
    expect(extensionOfUrl("/-/img-original/img/2025/01/01/00/00/00/1_p0.png")).toBe("png");
    expect(extensionOfUrl("/-/c/600x1200_90/img-master/x/1_p0_master1200.JPG?x=1")).toBe("jpg");
    expect(extensionOfUrl("/-/no-extension")).toBe("jpg");
  });
});

const frames = (delays: readonly number[]) =>
  delays.map((delay, index) => ({ file: `${String(index).padStart(6, "0")}.jpg`, delay }));

describe("ugoira timing", () => {
  it("finds the frame for each moment of the loop", () => {
    const list = frames([100, 50, 200]);
    expect(loopDuration(list)).toBe(350);
    expect(frameIndexAt(list, 0)).toBe(0);
    expect(frameIndexAt(list, 99)).toBe(0);
    expect(frameIndexAt(list, 100)).toBe(1);
    expect(frameIndexAt(list, 149)).toBe(1);
    expect(frameIndexAt(list, 150)).toBe(2);
    expect(frameIndexAt(list, 349)).toBe(2);
    expect(frameIndexAt(list, 350)).toBe(0);
    expect(frameIndexAt(list, 350 * 7 + 120)).toBe(1);
  });

  it("raises zero delays to the minimum a player honours", () => {
    expect(loopDuration(frames([0, 0, 100]))).toBe(140);
  });

  it("keeps every frame of a GIF under 100 frames", () => {
    const selection = gifFrameSelection(frames(Array.from({ length: 99 }, () => 40)));
    expect(selection).toHaveLength(99);
    expect(selection.every((frame) => frame.delay === 40)).toBe(true);
  });

  it("keeps every second frame with doubled delay from 100 frames on", () => {
    const list = frames(Array.from({ length: 100 }, () => 40));
    const selection = gifFrameSelection(list);
    expect(selection).toHaveLength(50);
    expect(selection.map((frame) => frame.index)).toEqual(Array.from({ length: 50 }, (_, i) => i * 2));
    expect(selection.every((frame) => frame.delay === 80)).toBe(true);
    expect(selection.reduce((sum, frame) => sum + frame.delay, 0)).toBe(loopDuration(list));
  });

  it("gives an odd last frame its own delay only", () => {
    const selection = gifFrameSelection(frames(Array.from({ length: 101 }, () => 30)));
    expect(selection).toHaveLength(51);
    expect(selection.at(-1)).toEqual({ index: 100, delay: 30 });
  });

  it("rounds GIF delays to hundredths without drifting", () => {
    const delays = Array.from({ length: 30 }, () => 33);
    const centis = gifDelaysCentiseconds(delays);
    const total = centis.reduce((sum, value) => sum + value, 0) * 10;
    expect(Math.abs(total - 33 * 30)).toBeLessThanOrEqual(10);
    expect(centis.every((value) => value === 3 || value === 4)).toBe(true);
    expect(gifDelaysCentiseconds([5])).toEqual([2]);
  });

  it("gives a video each frame's start and duration", () => {
    expect(videoFrameTimes(frames([100, 50]))).toEqual([
      { start: 0, duration: 0.1 },
      { start: 0.1, duration: 0.05 },
    ]);
  });

  it("asks for the 1920×1080 zip", () => {
    expect(highResolutionZipUrl("/-/img-zip-ugoira/img/2025/01/01/00/00/00/9_ugoira600x600.zip")).toBe(
      "/-/img-zip-ugoira/img/2025/01/01/00/00/00/9_ugoira1920x1080.zip",
    );
  });
});
