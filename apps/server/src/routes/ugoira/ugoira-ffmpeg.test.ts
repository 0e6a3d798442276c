// ffmpeg's inputs for ugoira conversion: the concat list in both timings, the filter that gives the
// last frame its delay, and the command line each format gets.
import { describe, expect, it } from "vitest";
import { concatList, ffmpegArguments, isUgoiraFormat, lastFrameDurationFilter } from "./ugoira-ffmpeg.js";

const frames = [
  { file: "a.jpg", delay: 80 },
  { file: "b.jpg", delay: 120 },
];

describe("concatList", () => {
  it("plays each frame for its delay and lists the last frame twice for the videos", () => {
    expect(concatList(frames)).toBe(
      "file 'a.jpg'\nduration 0.080\nfile 'b.jpg'\nduration 0.120\nfile 'b.jpg'\n",
    );
  });

  it("reads frames in milliseconds and lists each once with exact timing", () => {
    expect(concatList(frames, true)).toBe(
      "file 'a.jpg'\noption framerate 1000\nduration 0.080\n" +
        "file 'b.jpg'\noption framerate 1000\nduration 0.120\n",
    );
  });
});

describe("lastFrameDurationFilter", () => {
  it("scales the last packet's timestamp (the other delays' sum) to the last delay", () => {
    expect(lastFrameDurationFilter([...frames, { file: "c.jpg", delay: 50 }])).toBe(
      "setts=duration=if(eq(N\\,2)\\,PTS*50/200\\,DURATION)",
    );
  });

  it("is not needed for a single picture", () => {
    expect(lastFrameDurationFilter([{ file: "a.jpg", delay: 80 }])).toBeNull();
  });
});

describe("ffmpegArguments", () => {
  it("encodes the AVIF with libaom in real-time mode and fixes its last frame", () => {
    const args = ffmpegArguments("avif", frames, "frames.txt", "out.avif");
    expect(args.slice(args.indexOf("-c:v"), args.indexOf("-c:v") + 2)).toEqual(["-c:v", "libaom-av1"]);
    expect(args).toContain("realtime");
    expect(args.slice(args.indexOf("-f", 5), args.indexOf("-f", 5) + 2)).toEqual(["-f", "avif"]);
    expect(args[args.indexOf("-bsf:v") + 1]).toBe(lastFrameDurationFilter(frames));
    expect(args.slice(-2)).toEqual(["-y", "out.avif"]);
  });

  it("leaves the videos' timing to the concat list", () => {
    expect(ffmpegArguments("mp4", frames, "frames.txt", "out.mp4")).not.toContain("-bsf:v");
  });

  it.each([
    ["avif", true],
    ["mp4", true],
    ["toString", false],
    ["avi", false],
  ])("knows whether %s is a format", (name, known) => {
    expect(isUgoiraFormat(name)).toBe(known);
  });
});
