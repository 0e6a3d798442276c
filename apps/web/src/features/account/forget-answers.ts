/**
 * Signing in or out changes what pixiv answers (bookmark and follow flags, what is hidden), so the
 * answers persisted in IndexedDB from before must not come back after the reload: they are
 * forgotten whenever the login changes. Failing to clear is logged, never fatal.
 */
import { clearQueryCache } from "../../queries/query-persist";

export function forgetCachedAnswers(): Promise<void> {
  return clearQueryCache();
}
