/**
 * What shared components show or run from a feature without importing it. components/ sit below
 * features/ (a lint rule forbids the import, dynamic ones included), so the app fills these slots
 * once at start (app/feature-slots.ts) with loaders of the feature code, and a component calls its
 * slot when it first needs it. Reading a slot the app has not filled is a programming error: it throws.
 */
import type { Artwork } from "@pxv/pixiv";
import type { ComponentType } from "react";
import type { PressPoint } from "./lists/use-long-press";
import type { AppSettings } from "../settings/settings-schema";

/** The menu a long-press or right-click opens on a card. */
export type CardMenuComponent = ComponentType<{ artwork: Artwork; at: PressPoint; onClose: () => void }>;

export interface FeatureSlots {
  /** The heart on a card (features/account): loaded with a signed-in person's first card. */
  readonly loadCardHeart: () => Promise<ComponentType<{ work: Artwork; variant: "overlay" }>>;
  /** Saves every page of a work as the download settings say (features/download). */
  readonly loadArtworkDownload: () => Promise<(artwork: Artwork) => Promise<void>>;
  /** Whether the settings give a card a menu (the command registry; loaded after the first paint). */
  readonly loadCardMenuRule: () => Promise<(app: AppSettings) => boolean>;
  /** The card menu itself (features/card-menu), with the messages it reads: loaded on first use. */
  readonly loadCardMenu: () => Promise<CardMenuComponent>;
  /** Starts the slideshow (features/slideshow) from the work on screen, else the focused list. */
  readonly startSlideshow: (artwork: Artwork | null) => void;
}

let filled: FeatureSlots | null = null;

/** Called by the app before anything renders. */
export function fillFeatureSlots(slots: FeatureSlots): void {
  filled = slots;
}

export function featureSlot<K extends keyof FeatureSlots>(name: K): FeatureSlots[K] {
  if (filled === null) throw new Error(`feature slot "${name}" read before the app filled it`);
  return filled[name];
}
