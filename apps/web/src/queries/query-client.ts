/**
 * The app's TanStack Query client: retries follow PRODUCT.md's proxy API rules (3 tries, 500 ms apart)
 * and only for failures a retry can fix; a missing work or a rate limit is shown at once.
 */
import { API_RETRY_COUNT, API_RETRY_DELAY_MS } from "@pxv/pixiv";
import { QueryClient } from "@tanstack/react-query";
import { retriesByItself } from "../data/errors";

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < API_RETRY_COUNT && retriesByItself(error),
        retryDelay: API_RETRY_DELAY_MS,
        refetchOnWindowFocus: false,
      },
    },
  });
}
