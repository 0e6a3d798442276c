/**
 * A novel's kept reading position for a component (a novel card's progress): the fraction, or null,
 * kept current when the reader saves one here or in another tab, or sync brings one.
 */
import { useCallback, useSyncExternalStore } from "react";
import { onReadingPositionsChanged, savedPosition } from "../../storage/reading-positions";

export function useReadingProgress(id: number): number | null {
  const read = useCallback(() => savedPosition(id), [id]);
  return useSyncExternalStore(onReadingPositionsChanged, read, () => null);
}
