// Key presses as binding strings, and the keys pxv must never take.
import { describe, expect, it } from "vitest";
import { comboLabel, comboOf, isBindable, ownsArrowKeys } from "./key-combo";

const press = (
  key: string,
  mods: Partial<{ shift: boolean; ctrl: boolean; alt: boolean; meta: boolean }> = {},
) =>
  comboOf({
    key,
    shiftKey: mods.shift ?? false,
    ctrlKey: mods.ctrl ?? false,
    altKey: mods.alt ?? false,
    metaKey: mods.meta ?? false,
  });

describe("comboOf", () => {
  it.each([
    ["j", {}, "j"],
    ["B", { shift: true }, "Shift+b"],
    ["?", { shift: true }, "?"],
    ["/", {}, "/"],
    [" ", {}, "Space"],
    [" ", { shift: true }, "Shift+Space"],
    ["ArrowDown", {}, "ArrowDown"],
    ["PageUp", { shift: true }, "Shift+PageUp"],
    ["Escape", {}, "Escape"],
    ["ж", {}, "ж"],
  ])("%s %o is %s", (key, mods, combo) => {
    expect(press(key, mods)).toBe(combo);
  });

  it.each([
    ["s", { ctrl: true }],
    ["f", { meta: true }],
    ["ArrowLeft", { alt: true }],
    ["Tab", {}],
    ["Tab", { shift: true }],
    ["F5", {}],
    ["F12", {}],
    ["Insert", {}],
    ["Home", {}],
    ["Shift", { shift: true }],
    ["CapsLock", {}],
  ])("leaves %s %o to the browser or screen reader", (key, mods) => {
    expect(press(key, mods)).toBeNull();
  });
});

describe("isBindable", () => {
  it("accepts single keys and two-key sequences", () => {
    for (const binding of ["j", "Shift+b", "?", "g h", "ArrowRight", "Space", "Shift+Space", "PageDown"]) {
      expect(isBindable(binding)).toBe(true);
    }
  });

  it("refuses reserved keys, modifiers, long sequences and malformed text", () => {
    for (const binding of ["Tab", "F1", "Ctrl+s", "Shift+?", "Shift+", "", "g h j", "Shift", "Insert"]) {
      expect(isBindable(binding)).toBe(false);
    }
  });
});

describe("comboLabel", () => {
  it("draws arrows as arrows and splits sequences", () => {
    expect(comboLabel("ArrowLeft")).toEqual(["←"]);
    expect(comboLabel("g h")).toEqual(["G", "H"]);
    expect(comboLabel("Shift+b")).toEqual(["Shift+B"]);
  });
});

describe("ownsArrowKeys", () => {
  it("leaves arrows to a grid, but not to one under an inert layer (the list under the viewer)", () => {
    const main = document.createElement("main");
    main.innerHTML = '<div role="grid"><a href="/artworks/1">card</a></div>';
    const card = main.querySelector("a");
    expect(ownsArrowKeys(card)).toBe(true);
    main.setAttribute("inert", "");
    expect(ownsArrowKeys(card)).toBe(false);
  });
});
