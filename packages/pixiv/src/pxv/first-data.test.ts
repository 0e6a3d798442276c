// The first-data element's text: what the server writes is read back the same, nothing in an answer
// can end the element, and anything malformed reads as no first data.
import { describe, expect, it } from "vitest";
import { FIRST_DATA_MAX_ENTRIES, parseFirstData, serializeFirstData, type FirstData } from "./first-data.js";

const entry = (url: string, body = '{"illusts":[]}') => ({ url, status: 200, body });

describe("the first data's text", () => {
  it("reads back what was written", () => {
    const data: FirstData = { entries: [entry("/api/pixiv/rank?mode=day&date=2026-11-26&page=1")] };
    expect(parseFirstData(serializeFirstData(data))).toEqual(data);
  });

  it("escapes every < so that no answer can end the element or open a comment", () => {
    const hostile = '{"caption":"</script><script>alert(1)</script><!--"}';
    const text = serializeFirstData({ entries: [entry("/api/pixiv/illust?id=1", hostile)] });
    expect(text).not.toContain("<");
    expect(parseFirstData(text).entries[0]?.body).toBe(hostile);
  });

  it.each([null, undefined, "", "not json", "[]", "{}", '{"entries":{}}'])(
    "reads %j as no first data",
    (text) => {
      expect(parseFirstData(text)).toEqual({ entries: [] });
    },
  );

  it("drops entries that are not same-origin answers and keeps at most the limit", () => {
    const text = JSON.stringify({
      entries: [
        entry("//evil.example/x"),
        entry("https://evil.example/x"),
        { url: "/api/pixiv/illust?id=1", status: "200", body: "{}" },
        ...Array.from({ length: FIRST_DATA_MAX_ENTRIES + 2 }, (_, index) =>
          entry(`/api/pixiv/illust?id=${index + 2}`),
        ),
      ],
    });
    const { entries } = parseFirstData(text);
    expect(entries).toHaveLength(FIRST_DATA_MAX_ENTRIES);
    expect(entries[0]?.url).toBe("/api/pixiv/illust?id=2");
  });
});
