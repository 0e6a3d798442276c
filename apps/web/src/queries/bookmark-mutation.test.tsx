// Removing a bookmark takes the active account's mark off the work in the bookmark archive: the work
// leaves it unless another account's bookmark or a local favourite, so the lost list and the exports
// hold only what is still kept; a removal pixiv refuses leaves the archive as it was.
import "fake-indexeddb/auto";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DataSourceProvider } from "../data/data-source-context";
import type { DataSource } from "../data/data-source";
import { DataSourceError } from "../data/errors";
import { useSessionStore } from "../session/session";
import { LocalDb, setLocalDb } from "../storage/local-db";
import { allArchivedWorks, archiveSeenWorks } from "../storage/work-archive";
import { bookmarkOf, LOCAL_FAVOURITE } from "../storage/work-archive-record";
import { artwork } from "../test/fixtures";
import { stubSource } from "../test/render-app";
import { useBookmarkMutation } from "./bookmark-mutation";

const T0 = Date.UTC(2026, 0, 10);
/** The active account (A) and another one kept on the device (B). */
const A = bookmarkOf(900_005);
const B = bookmarkOf(900_006);
let db: LocalDb;
let counter = 0;

beforeEach(() => {
  counter += 1;
  db = new LocalDb(`pxv-bookmark-mutation-${counter}`);
  setLocalDb(db);
  useSessionStore.setState({ mode: "app", activeId: 900_005 });
});
afterEach(async () => {
  await db.delete();
  setLocalDb(null);
  useSessionStore.setState({ mode: "none", activeId: null });
});

function unbookmark(source: DataSource, id: number) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <DataSourceProvider source={source}>{children}</DataSourceProvider>
    </QueryClientProvider>
  );
  const { result } = renderHook(() => useBookmarkMutation("illust", id, true), { wrapper });
  return result.current.set(null);
}

const archived = async (): Promise<[number, readonly string[], readonly number[]][]> =>
  (await allArchivedWorks()).map((row) => [row.id, row.sources, row.owners]);

describe("removing a bookmark", () => {
  it("takes the work out of the archive, leaving a local favourite as one", async () => {
    await archiveSeenWorks([{ work: artwork({ id: 61 }) }, { work: artwork({ id: 62 }) }], A, T0);
    await archiveSeenWorks([{ work: artwork({ id: 62 }) }], LOCAL_FAVOURITE, T0);
    const source = stubSource({ deleteBookmark: () => Promise.resolve() });
    expect((await unbookmark(source, 61)).sent).toBe(true);
    await unbookmark(source, 62);
    expect(await archived()).toEqual([[62, ["local"], []]]);
  });

  it("in account A takes only A's mark: another account's bookmark stays archived", async () => {
    await archiveSeenWorks([{ work: artwork({ id: 64 }) }], A, T0);
    await archiveSeenWorks([{ work: artwork({ id: 64 }) }], B, T0);
    await unbookmark(stubSource({ deleteBookmark: () => Promise.resolve() }), 64);
    expect(await archived()).toEqual([[64, ["bookmark"], [900_006]]]);
  });

  it("keeps the work archived when pixiv refuses the removal", async () => {
    await archiveSeenWorks([{ work: artwork({ id: 63 }) }], A, T0);
    const source = stubSource({
      deleteBookmark: () => Promise.reject(new DataSourceError("network", "offline")),
    });
    expect((await unbookmark(source, 63)).failed).toBeDefined();
    expect(await archived()).toEqual([[63, ["bookmark"], [900_005]]]);
  });
});
