// Autocomplete suggestions (`GET /v2/search/autocomplete`): pixiv's body parses, and each tag keeps
// its translated name. No captured answer of this endpoint is in test-data; the body below is the
// documented example of its shape (a tag without a translation has `translated_name: null`).
import { describe, expect, it } from "vitest";
import { autocompleteBodySchema } from "../wire/discovery.js";
import { normalizeAutocomplete } from "./search-extras.js";

const BODY = {
  tags: [
    { name: "ケモノ", translated_name: null },
    { name: "けものフレンズ", translated_name: "Kemono Friends" },
  ],
};

describe("normalizeAutocomplete", () => {
  it("keeps each tag with its translated name, in pixiv's order", () => {
    expect(normalizeAutocomplete(autocompleteBodySchema.parse(BODY))).toEqual([
      { name: "ケモノ", tname: "" },
      { name: "けものフレンズ", tname: "Kemono Friends" },
    ]);
  });

  it("drops nameless and repeated tags, and a translation that only repeats the name", () => {
    const body = autocompleteBodySchema.parse({
      tags: [
        { name: "cat", translated_name: "cat" },
        { name: "", translated_name: "nothing" },
        { name: "猫", translated_name: " cat " },
        { name: "猫", translated_name: "kitty" },
      ],
    });
    expect(normalizeAutocomplete(body)).toEqual([
      { name: "cat", tname: "" },
      { name: "猫", tname: "cat" },
    ]);
  });

  it("refuses a body without its tag list", () => {
    expect(autocompleteBodySchema.safeParse({ search_auto_complete_keywords: ["猫"] }).success).toBe(false);
  });
});
