/**
 * The block lists as records, one per blocked tag ("block-tag:<tag>") and per blocked user
 * ("block-user:<id>"): blocking one thing on each of two devices keeps both; unblocking is a
 * tombstone. A pulled block is appended to the list, an unblock removes the entry.
 */
import { currentSettings, useSettingsStore } from "../settings/settings-store";
import type { SyncAdapter } from "./adapter";
import type { LocalChange } from "./outbox";

const TAG = "block-tag:";
const USER = "block-user:";

export const blocksAdapter: SyncAdapter = {
  prefix: "block-",
  readAll: () => {
    const { blockedTags, blockedUserIds } = currentSettings();
    const changes: LocalChange[] = [
      ...blockedTags.map((tag) => ({ key: `${TAG}${tag}`, value: true })),
      ...blockedUserIds.map((id) => ({ key: `${USER}${id}`, value: true })),
    ];
    return Promise.resolve(changes);
  },
  watch: (changed) =>
    useSettingsStore.subscribe((state, previous) => {
      if (state.blockedTags !== previous.blockedTags || state.blockedUserIds !== previous.blockedUserIds)
        changed();
    }),
  apply: (records) => {
    const tags = new Set(currentSettings().blockedTags);
    const users = new Set(currentSettings().blockedUserIds);
    for (const record of records) {
      if (record.key.startsWith(TAG)) {
        const tag = record.key.slice(TAG.length);
        if (record.deleted) tags.delete(tag);
        else tags.add(tag);
      } else if (record.key.startsWith(USER)) {
        const id = Number(record.key.slice(USER.length));
        if (!Number.isSafeInteger(id)) continue;
        if (record.deleted) users.delete(id);
        else users.add(id);
      }
    }
    useSettingsStore.getState().update({ blockedTags: [...tags], blockedUserIds: [...users] });
    return Promise.resolve();
  },
};
