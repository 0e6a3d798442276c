// An ugoira's frame list and zip address (permanent under the same id).
import { useQuery } from "@tanstack/react-query";
import { useDataSource } from "../data/data-source-context";
import { STALE_TIME } from "./stale-times";

export const ugoiraKeys = {
  all: ["ugoira"] as const,
  metadata: (id: number) => [...ugoiraKeys.all, id] as const,
};

export function useUgoiraMetadataQuery(id: number, enabled = true) {
  const source = useDataSource();
  return useQuery({
    queryKey: ugoiraKeys.metadata(id),
    queryFn: ({ signal }) => source.getUgoiraMetadata(id, { signal }),
    staleTime: STALE_TIME.ugoiraMetadata,
    enabled,
  });
}
