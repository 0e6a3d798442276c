/**
 * Which restricted content the viewer shows (spec §3 Content setting: r18, r18g, default off). The
 * contents-display settings page that turns these on comes later; until then they are the defaults.
 */
export interface ContentSettings {
  readonly r18: boolean;
  readonly r18g: boolean;
}

export const DEFAULT_CONTENT_SETTINGS: ContentSettings = { r18: false, r18g: false };

export function useContentSettings(): ContentSettings {
  return DEFAULT_CONTENT_SETTINGS;
}
