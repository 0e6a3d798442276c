// What the image boorus know of a work pixiv no longer has (the server's /api/pid-recover/{id}).
import { useQuery } from "@tanstack/react-query";
import { useDataSource } from "../data/data-source-context";
import { STALE_TIME } from "./stale-times";
import { loadArea } from "../data/proxy-areas";

export const pidRecoverKeys = {
  all: ["pid-recover"] as const,
  work: (id: number) => [...pidRecoverKeys.all, id] as const,
};

export function usePidRecoverQuery(id: number, enabled: boolean) {
  const source = useDataSource();
  return useQuery({
    queryKey: pidRecoverKeys.work(id),
    queryFn: ({ signal }) =>
      loadArea(source, "work", signal).then((area) => area.recoverArtwork(id, { signal })),
    staleTime: STALE_TIME.pidRecover,
    enabled,
    retry: false,
  });
}
