// The reading rules of recognise-page.ts with a scripted engine: each region read in its orientation,
// an "either" region both ways (the surer reading wins), an unsure reading retried at other scales,
// free text kept only when Japanese and sure, framed text whenever Japanese; spaces dropped.
import { describe, expect, it } from "vitest";
import { compactText, recognisePage, type OcrEngine, type OcrReading } from "./recognise-page";
import type { RgbaImage } from "./text-regions";

const SIZE = 400;

/** An RGBA picture: grey ground, a bubble with vertical "text", and free horizontal "text". */
function picture(): RgbaImage {
  const grey = new Uint8Array(SIZE * SIZE).fill(160);
  const set = (x: number, y: number, value: number) => {
    grey[y * SIZE + x] = value;
  };
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const d = ((x - 100) / 50) ** 2 + ((y - 150) / 100) ** 2;
      const inner = ((x - 100) / 47) ** 2 + ((y - 150) / 97) ** 2;
      if (inner <= 1) set(x, y, 255);
      else if (d <= 1) set(x, y, 0);
    }
  }
  const block = (x0: number, y0: number) => {
    for (let y = y0; y < y0 + 14; y++) for (let x = x0; x < x0 + 14; x++) set(x, y, 20);
  };
  for (let index = 0; index < 5; index++) block(93, 100 + index * 20);
  for (let index = 0; index < 5; index++) block(220 + index * 20, 330);
  const data = new Uint8Array(SIZE * SIZE * 4);
  grey.forEach((value, index) => {
    data.set([value, value, value, 255], index * 4);
  });
  return { width: SIZE, height: SIZE, data };
}

/** Answers from a script keyed by orientation; records every call (its orientation and crop width). */
function scriptedEngine(answer: (vertical: boolean, call: number) => OcrReading) {
  const calls: { vertical: boolean; width: number }[] = [];
  const engine: OcrEngine = {
    recognise: (image, vertical) => {
      const header = new TextDecoder().decode(image.slice(0, 12)).split("\n");
      calls.push({ vertical, width: Number(header[1]?.split(" ")[0]) });
      return Promise.resolve(answer(vertical, calls.length));
    },
  };
  return { engine, calls };
}

describe("recognisePage", () => {
  it("reads the bubble vertically and the free line horizontally, without spaces", async () => {
    const { engine, calls } = scriptedEngine((vertical) =>
      vertical ? { text: "今日 は\n晴れ", confidence: 91 } : { text: "駅 前 の 公園", confidence: 88 },
    );
    const regions = await recognisePage(picture(), engine);
    expect(regions.map((region) => [region.text, region.vertical, region.frame !== null])).toEqual([
      ["今日は晴れ", true, true],
      ["駅前の公園", false, false],
    ]);
    expect(calls.map((call) => call.vertical)).toEqual([true, false]);
  });

  it("tries an unsure reading again at other scales and keeps the surest", async () => {
    const { engine, calls } = scriptedEngine((vertical, call) =>
      call === 2
        ? { text: "今日は晴れ", confidence: 85 }
        : { text: vertical ? "今目" : "駅前", confidence: 40 },
    );
    const regions = await recognisePage(picture(), engine);
    // The bubble: 1× unsure, 0.75× sure (stops there). The free line: unsure at every scale, dropped.
    expect(regions.map((region) => region.text)).toEqual(["今日は晴れ"]);
    const bubbleWidths = calls.slice(0, 2).map((call) => call.width);
    expect(bubbleWidths[1]).toBe(Math.round((bubbleWidths[0] ?? 0) * 0.75));
    expect(calls).toHaveLength(5);
  });

  it("keeps framed text that reads as Japanese however unsure, and drops what is not Japanese", async () => {
    const { engine } = scriptedEngine((vertical) =>
      vertical ? { text: "ね", confidence: 30 } : { text: "|| //", confidence: 95 },
    );
    const regions = await recognisePage(picture(), engine);
    expect(regions.map((region) => region.text)).toEqual(["ね"]);
  });
});

describe("compactText", () => {
  it("drops Tesseract's spaces and line breaks", () => {
    expect(compactText(" その 日 、\n二人 は ")).toBe("その日、二人は");
  });
});
