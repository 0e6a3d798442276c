// The registry's default keys, rebinding, and the rule that keys never clash where both apply.
import { describe, expect, it } from "vitest";
import zhCN from "../i18n/locales/keys/zh-CN.json";
import { bindingsOf, commandsOn, conflictOf, startsSequence, withBinding } from "./bindings";
import { isBindable } from "../lib/key-combo";
import { COMMANDS, commandById, isKeyable } from "./registry";

const command = (id: string) => {
  const found = commandById(id);
  if (found === undefined) throw new Error(`no command ${id}`);
  return found;
};

describe("registry", () => {
  it("has unique ids, each with a label", () => {
    const ids = COMMANDS.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(zhCN.commands).sort()).toEqual([...ids].sort());
  });

  it("binds only keys pxv may take, with no clash between defaults", () => {
    for (const entry of COMMANDS) {
      for (const binding of entry.keys) {
        expect(isBindable(binding), `${entry.id}: ${binding}`).toBe(true);
        expect(conflictOf(entry, binding, {}), `${entry.id}: ${binding}`).toBeNull();
      }
    }
  });

  it("keeps commands that ask for a choice off keys", () => {
    expect(isKeyable(command("block-tag"))).toBe(false);
    expect(bindingsOf(command("block-tag"), { "block-tag": ["x"] })).toEqual([]);
  });
});

describe("bindings", () => {
  it("uses the user's keys in place of the defaults", () => {
    const overrides = withBinding({}, command("bookmark"), ["l"]);
    expect(overrides).toEqual({ bookmark: ["l"] });
    expect(commandsOn("l", overrides).map((entry) => entry.id)).toEqual(["bookmark"]);
    expect(commandsOn("b", overrides)).toEqual([]);
  });

  it("forgets an override equal to the defaults", () => {
    expect(withBinding({ bookmark: ["l"] }, command("bookmark"), ["b"])).toEqual({});
  });

  it("lets list and work share arrows but not app-wide keys", () => {
    expect(commandsOn("ArrowRight", {}).map((entry) => entry.id)).toEqual(["card-next", "work-next"]);
    expect(conflictOf(command("bookmark"), "?", {})?.id).toBe("shortcuts");
    expect(conflictOf(command("shortcuts"), "b", {})?.id).toBe("bookmark");
    expect(conflictOf(command("download"), "j", {})).toBeNull();
  });

  it("treats a sequence's first key as taken", () => {
    expect(startsSequence("g", {})).toBe(true);
    expect(conflictOf(command("bookmark"), "g", {})?.id).toBe("go-home");
    expect(conflictOf(command("zoom"), "b h", {})?.id).toBe("bookmark");
  });
});
