/**
 * The XML writers' one starting point: an xmlbuilder2 document that escapes every text and
 * attribute (`&`, `<`, `>`, quotes; a `]]>` is only ever text) and drops any character XML 1.0
 * forbids, should one get past feed-model.ts's `feedText`.
 */
import { create } from "xmlbuilder2";

/** Media RSS, read by feed readers in RSS and Atom alike for an entry's picture. */
export const MEDIA_NAMESPACE = "http://search.yahoo.com/mrss/";
export const ATOM_NAMESPACE = "http://www.w3.org/2005/Atom";
export const DUBLIN_CORE_NAMESPACE = "http://purl.org/dc/elements/1.1/";

export const xmlDocument = () => create({ version: "1.0", encoding: "utf-8", invalidCharReplacement: "" });

/** What a feed says made it. */
export const GENERATOR = "pxv";
