/**
 * What the www.pixiv.net routes share: the catalogue, the clock and the accounts' state, and lookups
 * that treat a work, novel or user not yet posted (or never) the same way: null, so routes answer 404.
 */
import { findUser } from "../app-api/people.js";
import { isPublished, type Catalogue } from "../catalogue/catalogue.js";
import type { CatalogueNovel } from "../catalogue/novels.js";
import type { CatalogueUser } from "../catalogue/users.js";
import type { CatalogueWork } from "../catalogue/works.js";
import type { AccountStates } from "../state/account-state.js";

export interface WwwContext {
  readonly catalogue: Catalogue;
  readonly now: () => Date;
  readonly states: AccountStates;
}

const ID_TEXT = /^\d{1,12}$/;

/** The published work with this id (as text from a path or query), or null. */
export function workOf(context: WwwContext, idText: string | undefined): CatalogueWork | null {
  if (idText === undefined || !ID_TEXT.test(idText)) return null;
  const work = context.catalogue.illust(Number(idText));
  return work === null || !isPublished(work, context.now()) ? null : work;
}

/** The published novel with this id, or null. */
export function novelOf(context: WwwContext, idText: string | undefined): CatalogueNovel | null {
  if (idText === undefined || !ID_TEXT.test(idText)) return null;
  const novel = context.catalogue.novel(Number(idText));
  return novel === null || !isPublished(novel, context.now()) ? null : novel;
}

/** The catalogue or demo user with this id, or null. */
export function userOf(context: WwwContext, idText: string | undefined): CatalogueUser | null {
  return idText !== undefined && ID_TEXT.test(idText) ? findUser(context.catalogue, Number(idText)) : null;
}
