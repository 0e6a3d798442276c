/**
 * Users as the app API sees them: catalogue users and the demo accounts (which sign in, and can be
 * looked at like anyone else). A demo account appears as a user without an uploaded avatar and
 * without generated works; everything it does lives in the account state.
 */
import { accountById, type SandboxAccount } from "../accounts.js";
import type { Catalogue } from "../catalogue/catalogue.js";
import type { CatalogueUser } from "../catalogue/users.js";

/** A demo account as a user. Its index is -1: it has no generated works, follows or bookmarks. */
export function accountAsUser(account: SandboxAccount): CatalogueUser {
  return {
    index: -1,
    id: account.id,
    name: account.name,
    account: account.account,
    avatar: null,
    isAcceptRequest: false,
  };
}

/** The user with this id: a demo account or a catalogue user; null when there is none. */
export function findUser(catalogue: Catalogue, id: number): CatalogueUser | null {
  const account = accountById(id);
  return account === null ? catalogue.user(id) : accountAsUser(account);
}
