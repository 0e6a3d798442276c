// Article bodies keep headings, paragraphs and proxied pictures only; scripts and foreign images go.
import { describe, expect, it } from "vitest";
import { articleBlocks } from "./article-blocks";

describe("articleBlocks", () => {
  it("keeps headings, paragraphs and proxied pictures in order", () => {
    const blocks = articleBlocks(
      '<h2>Title <script>alert(1)</script></h2><p>Hello <strong>world</strong></p><img src="/-/c/1.jpg"><img src="https://evil.example/x.png"><p><img src="javascript:alert(1)">after</p>',
    );
    expect(blocks.map((block) => block.kind)).toEqual(["heading", "paragraph", "image", "paragraph"]);
    expect(blocks[2]).toEqual({ kind: "image", src: "/-/c/1.jpg" });
    expect(JSON.stringify(blocks)).not.toContain("alert");
  });
});
