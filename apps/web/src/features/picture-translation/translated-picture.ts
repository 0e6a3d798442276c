/**
 * A picture's translation, as the overlay draws it and the cache keeps it (defined with the cache's
 * checks in storage/picture-translation-record.ts, the floor below): the picture's size, the target
 * language, who translated it, and each region's recognised Japanese and translation.
 */
export type {
  PictureTranslator,
  TranslatedPicture,
  TranslatedRegion,
} from "../../storage/picture-translation-record";
