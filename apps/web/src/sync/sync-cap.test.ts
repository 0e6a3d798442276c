// A capped kind of record: each group keeps its newest records in the space, the older ones are
// pruned with their values kept, and after a resync a record missing from a full group and older
// than all it holds counts as pruned — group by group, as viewing history counts its kinds apart.
import { describe, expect, it } from "vitest";
import { historyAdapter } from "./adapter-history";
import { HISTORY_SYNC_CAP } from "./merge";
import { cappedPruning } from "./sync-cap";

const HLC = "000001764220800000:00000:devA";
const record = (key: string, at: number) => ({ key, value: { at }, deleted: false, hlc: HLC });
const timeOf = (value: unknown): number => (value as { at: number }).at;
const groupOf = (key: string): string => key.split(":")[1] ?? "";

describe("capped pruning", () => {
  it("prunes each group past its cap, oldest first, keeping the values", () => {
    const { prune } = cappedPruning({ count: 2, timeOf, groupOf });
    const live = [
      record("item:a:1", 1),
      record("item:a:2", 2),
      record("item:a:3", 3),
      record("item:b:1", 1),
      record("item:b:2", 2),
    ];
    expect(prune(live)).toEqual([{ key: "item:a:1", value: undefined, pruned: true, kept: { at: 1 } }]);
  });

  it("tells pruned from deleted per group after a resync", () => {
    const { prunedOf } = cappedPruning({ count: 2, timeOf, groupOf });
    const held = [record("item:a:5", 5), record("item:a:6", 6), record("item:b:6", 6)];
    const missing = [record("item:a:4", 4), record("item:a:9", 9), record("item:b:4", 4)];
    // Group a is full: its entry older than all it holds was pruned; b is below its cap: deleted.
    expect(prunedOf(missing, held)).toEqual(["item:a:4"]);
  });

  it("is what viewing history prunes with, per kind", () => {
    const entry = (kind: string, id: number) => ({
      key: `history:${kind}:${id}`,
      value: { viewedAt: id, item: { id } },
      deleted: false,
      hlc: HLC,
    });
    const illusts = Array.from({ length: HISTORY_SYNC_CAP + 1 }, (_unused, index) =>
      entry("illust", index + 1),
    );
    const novels = [entry("novel", 0)];
    expect(historyAdapter.prune?.([...illusts, ...novels]).map((change) => change.key)).toEqual([
      "history:illust:1",
    ]);
    expect(historyAdapter.prunedOf?.([entry("illust", 0), entry("novel", -1)], illusts.slice(1))).toEqual([
      "history:illust:0",
    ]);
  });
});
