// The bulk queue's state for React: the runner's snapshot, re-read when it changes.
import { useSyncExternalStore } from "react";
import { bulkRunner, type QueueSnapshot } from "./bulk-runner";

export function useBulkQueue(): QueueSnapshot {
  return useSyncExternalStore(bulkRunner.subscribe, bulkRunner.snapshot);
}
