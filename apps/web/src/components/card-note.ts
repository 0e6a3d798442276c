/**
 * A line a list may put on its cards without the card knowing why (the bookmark archive's "Deleted
 * or hidden since …", features/work-archive): the list provides a function from a work to its note,
 * or null for none, and each artwork card shows the note over its picture.
 */
import type { Artwork } from "@pxv/pixiv";
import { createContext, useContext } from "react";

export type CardNote = (artwork: Artwork) => string | null;

export const CardNoteContext = createContext<CardNote | null>(null);

export function useCardNote(artwork: Artwork): string | null {
  return useContext(CardNoteContext)?.(artwork) ?? null;
}
