// The novel text settings: PRODUCT.md's slider ranges and steps, and safe fallbacks for bad values.
import { describe, expect, it } from "vitest";
import { DEFAULT_TEXT_CONFIG, readTextConfig } from "./text-config";

describe("readTextConfig", () => {
  it("gives the defaults for nothing", () => {
    expect(readTextConfig(undefined)).toEqual(DEFAULT_TEXT_CONFIG);
    expect(DEFAULT_TEXT_CONFIG).toMatchObject({ size: 16, height: 2, weight: 400, direction: "h" });
  });

  it.each([
    [{ size: 8 }, { size: 12 }],
    [{ size: 99 }, { size: 36 }],
    [{ height: 2.345 }, { height: 2.3 }],
    [{ height: 0 }, { height: 1 }],
    [{ weight: 450 }, { weight: 500 }],
    [{ weight: 1000 }, { weight: 900 }],
    [{ size: "abc" }, { size: 16 }],
    [{ direction: "x" }, { direction: "h" }],
    [{ direction: "v" }, { direction: "v" }],
    [{ color: "red;background:url(x)" }, { color: "#1f1f1f" }],
    [{ bg: "#e6f1fa" }, { bg: "#e6f1fa" }],
    [{ font: "Comic Sans" }, { font: "inherit" }],
  ])("%j → %j", (input, expected) => {
    expect(readTextConfig(input)).toMatchObject(expected);
  });
});
