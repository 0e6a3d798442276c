/**
 * What pxv's own server can do (`GET /api/capabilities`): whether it makes ugoira videos (ffmpeg
 * installed). Asked once per page load through the client (data/pxv-client.ts, which retries it),
 * the answer checked with the route's own schema; null until the server has answered (or when it
 * cannot be asked): callers that offer a choice assume it is there, callers that would start work wait.
 */
import { PXV_API_PATHS, type CapabilitiesBody } from "@pxv/pixiv";
import { useQuery } from "@tanstack/react-query";
import { loadWireSchemas } from "../data/load-wire-schemas";
import { getJson } from "../data/pxv-client";

export type ServerCapabilities = CapabilitiesBody;

export function fetchServerCapabilities(signal?: AbortSignal): Promise<ServerCapabilities> {
  return getJson(PXV_API_PATHS.capabilities, {
    signal,
    schema: async () => (await loadWireSchemas()).capabilitiesBodySchema,
  });
}

export function useServerCapabilities(): ServerCapabilities | null {
  const { data } = useQuery({
    queryKey: ["pxv", "capabilities"],
    queryFn: ({ signal }) => fetchServerCapabilities(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return data ?? null;
}
