/**
 * What pxv's own server can do (`GET /api/capabilities`): whether it makes ugoira videos (ffmpeg
 * installed). Asked once per page load; null until the server has answered (or when it cannot
 * be asked): callers that offer a choice assume it is there, callers that would start work wait.
 */
import { useQuery } from "@tanstack/react-query";

export interface ServerCapabilities {
  /** ffmpeg runs: MP4/WebM downloads and the animated AVIF are made by the server. */
  readonly ugoiraVideo: boolean;
}

export function useServerCapabilities(): ServerCapabilities | null {
  const { data } = useQuery({
    queryKey: ["pxv", "capabilities"],
    queryFn: async ({ signal }) => {
      const response = await fetch("/api/capabilities", { signal });
      if (!response.ok) throw new Error(`HTTP ${String(response.status)}`);
      const body = (await response.json()) as { ugoiraVideo?: unknown };
      return { ugoiraVideo: body.ugoiraVideo !== false };
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return data ?? null;
}
