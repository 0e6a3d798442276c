/**
 * How well recognise-page.ts reads a picture against its true text and boxes (the sandbox's text
 * pages keep them): region recall (true regions a found region matches) and character error rate
 * (edit distance between the true text and what was read, over the true text's length, summed over
 * the true regions; a region not found counts as all wrong).
 */
import {
  compactText,
  type RecognisedRegion,
} from "../apps/web/src/features/picture-translation/recognise-page";
import { overlapRatio, type Box } from "../apps/web/src/features/picture-translation/text-regions";

export interface TrueRegion {
  readonly text: string;
  readonly box: Box;
}

export interface PageQuality {
  readonly found: number;
  readonly truth: number;
  /** True regions matched by a found one, 0–1. */
  readonly recall: number;
  /** Character error rate over all true text, 0–1 (may pass 1 when much extra text is read). */
  readonly cer: number;
  /** Each true region with what was read for it ("" when not found). */
  readonly pairs: readonly { readonly truth: string; readonly read: string }[];
  /** Found regions that match no true one. */
  readonly extra: readonly RecognisedRegion[];
}

/** A found box matches a true one when they overlap by at least this (intersection over union). */
export const MATCH_OVERLAP = 0.5;

/** Levenshtein distance over code points. */
export function editDistance(a: string, b: string): number {
  const left = Array.from(a);
  const right = Array.from(b);
  let previous = Array.from({ length: right.length + 1 }, (_, index) => index);
  for (let i = 1; i <= left.length; i++) {
    const current = [i];
    for (let j = 1; j <= right.length; j++) {
      const substitution = (previous[j - 1] as number) + (left[i - 1] === right[j - 1] ? 0 : 1);
      current.push(Math.min(substitution, (previous[j] as number) + 1, (current[j - 1] as number) + 1));
    }
    previous = current;
  }
  return previous[right.length] as number;
}

export function pageQuality(found: readonly RecognisedRegion[], truth: readonly TrueRegion[]): PageQuality {
  const unused = new Set(found);
  let matched = 0;
  let errors = 0;
  let characters = 0;
  const pairs = truth.map((region) => {
    let best: RecognisedRegion | null = null;
    let bestOverlap = MATCH_OVERLAP;
    for (const candidate of unused) {
      const overlap = overlapRatio(candidate.box, region.box);
      if (overlap >= bestOverlap) {
        best = candidate;
        bestOverlap = overlap;
      }
    }
    const expected = compactText(region.text);
    const read = best === null ? "" : compactText(best.text);
    if (best !== null) {
      unused.delete(best);
      matched++;
    }
    characters += Array.from(expected).length;
    errors += editDistance(expected, read);
    return { truth: expected, read };
  });
  return {
    found: found.length,
    truth: truth.length,
    recall: truth.length === 0 ? 1 : matched / truth.length,
    cer: characters === 0 ? 0 : errors / characters,
    pairs,
    extra: [...unused],
  };
}
