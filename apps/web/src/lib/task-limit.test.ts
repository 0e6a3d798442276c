// At most `limit` tasks run at once, the rest start in the order they came, and a failure frees its place.
import { describe, expect, it } from "vitest";
import { createTaskLimit } from "./task-limit";

describe("createTaskLimit", () => {
  it("runs at most the limit at once, in order, and goes on after a failure", async () => {
    const limit = createTaskLimit(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const release: (() => void)[] = [];
    const tasks = Array.from({ length: 6 }, (_, index) =>
      limit(async () => {
        running += 1;
        most = Math.max(most, running);
        started.push(index);
        await new Promise<void>((resolve) => release.push(resolve));
        running -= 1;
        if (index === 1) throw new Error("task 1 failed");
        return index;
      }).then(
        () => "fulfilled",
        () => "rejected",
      ),
    );
    // Let each started task finish, one at a time, until all have run.
    while (started.length < 6 || release.length > 0) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      release.shift()?.();
    }
    const results = await Promise.all(tasks);
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(results).toEqual(["fulfilled", "rejected", "fulfilled", "fulfilled", "fulfilled", "fulfilled"]);
  });
});
