/**
 * A line a list may put on its cards without the card knowing why (the bookmark archive's "Deleted
 * or hidden since …", features/work-archive): the list provides a function from a work to its note,
 * or null for none, and each artwork or novel card shows the note over its picture.
 */
import type { Artwork } from "@pxv/pixiv";
import { createContext, useContext } from "react";

/** What a note is chosen by: the work (an artwork or a novel) and whether pixiv shows it. */
export type NotedWork = Pick<Artwork, "id" | "visible">;

export type CardNote = (work: NotedWork) => string | null;

export const CardNoteContext = createContext<CardNote | null>(null);

export function useCardNote(work: NotedWork): string | null {
  return useContext(CardNoteContext)?.(work) ?? null;
}
