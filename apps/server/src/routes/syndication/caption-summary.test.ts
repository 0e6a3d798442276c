// A caption as a feed's summary: plain text from pixiv's HTML, scripts and styles gone, entities
// decoded, forbidden characters dropped, cut short between whole characters.
import { describe, expect, it } from "vitest";
import { captionSummary, SUMMARY_MAX_CHARACTERS } from "./caption-summary.js";

describe("captionSummary", () => {
  it("reads the caption's text, not its markup", () => {
    expect(
      captionSummary(
        `Hello<br />world &amp; <a href="https://x">link</a><script>alert(1)</script><style>p{}</style> \u0001`,
      ),
    ).toBe("Hello world & link");
    expect(captionSummary("")).toBe("");
    expect(captionSummary("<br /> ")).toBe("");
  });

  it("cuts a long caption between whole characters, with an ellipsis", () => {
    const family = "👩‍👩‍👧‍👦";
    const summary = captionSummary(family.repeat(SUMMARY_MAX_CHARACTERS + 10));
    const characters = Array.from(new Intl.Segmenter().segment(summary), ({ segment }) => segment);
    expect(characters).toHaveLength(SUMMARY_MAX_CHARACTERS);
    expect(characters.at(-1)).toBe("…");
    expect(characters.slice(0, -1).every((character) => character === family)).toBe(true);
    expect(captionSummary("short")).toBe("short");
  });
});
