/**
 * Signing in or out changes what pixiv answers (bookmark and follow flags, what is hidden), so the
 * answers persisted in IndexedDB from before must not come back after the reload: they are
 * forgotten whenever the login changes. Failing to clear is logged, never fatal.
 */
import { localDb } from "../../storage/local-db";

export async function forgetCachedAnswers(): Promise<void> {
  try {
    await localDb().queryCache.clear();
  } catch (error) {
    console.warn("Could not clear the persisted answers", error);
  }
}
