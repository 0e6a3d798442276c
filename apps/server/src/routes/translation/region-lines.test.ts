// A picture's regions as one service request: each region on a line, the instruction naming the
// language by name and tag, the answer paired up line for line, and each region asked on its own
// when the service merges or splits lines.
import { describe, expect, it } from "vitest";
import { UpstreamError } from "../../errors.js";
import type { ChatMessage } from "./chat-service.js";
import { regionMessages, translateRegionLines } from "./region-lines.js";

/** The region lines a request asks for (the user message's lines after the instruction). */
const askedLines = (messages: readonly ChatMessage[]): string[] =>
  (messages.at(-1)?.content ?? "").split("\n").slice(1);

/** A fake service: `answer` turns the asked lines into the answer's text; every request is kept. */
function service(answer: (lines: string[]) => string) {
  const asked: string[][] = [];
  const complete = (messages: ChatMessage[]): Promise<string> => {
    const lines = askedLines(messages);
    asked.push(lines);
    return Promise.resolve(answer(lines));
  };
  return { asked, complete };
}

describe("regionMessages", () => {
  it("names the language by its English name and tag, one region per line", () => {
    const [system, user] = regionMessages(["どこへ行くの", "森の方へ"], "zh-TW");
    expect(system?.role).toBe("system");
    expect(system?.content).toMatch(/one line for each line/);
    expect(user?.content).toBe(
      "Translate the following Japanese text into Traditional Chinese (zh-TW), 2 lines, line for line:\nどこへ行くの\n森の方へ",
    );
  });
});

describe("translateRegionLines", () => {
  it("asks once for every region and pairs the answer up line for line", async () => {
    const fake = service((lines) => lines.map((line) => `<${line}>`).join("\n"));
    const translations = await translateRegionLines(["どこへ\n行くの", "森の方へ"], "en", fake.complete);
    expect(translations).toEqual(["<どこへ行くの>", "<森の方へ>"]);
    expect(fake.asked).toEqual([["どこへ行くの", "森の方へ"]]);
  });

  it("asks each region on its own, in order, when the answer merges lines", async () => {
    const fake = service((lines) => lines.map((line) => `<${line}>`).join(" "));
    const texts = ["一", "二", "三", "四", "五", "六"];
    const translations = await translateRegionLines(texts, "en", fake.complete);
    expect(translations).toEqual(texts.map((text) => `<${text}>`));
    expect(fake.asked).toHaveLength(1 + texts.length);
    expect(fake.asked.slice(1).flat().sort()).toEqual([...texts].sort());
  });

  it("joins a single region's answer that came in several lines", async () => {
    const fake = service(() => "The weather is\nreally nice");
    expect(await translateRegionLines(["いい天気"], "en", fake.complete)).toEqual([
      "The weather is really nice",
    ]);
    expect(fake.asked).toHaveLength(1);
  });

  it("sends no region that has nothing on it, and answers it empty", async () => {
    const fake = service((lines) => lines.map((line) => `<${line}>`).join("\n"));
    expect(await translateRegionLines(["\u0085", "はい"], "en", fake.complete)).toEqual(["", "<はい>"]);
    expect(fake.asked).toEqual([["はい"]]);
  });

  it("is a 502 naming the service when it answers nothing", async () => {
    const fake = service(() => " \n ");
    const failure = await translateRegionLines(["はい", "いいえ"], "en", fake.complete).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(UpstreamError);
    expect(failure).toMatchObject({ statusCode: 502, details: { upstream: "translation" } });
  });
});
