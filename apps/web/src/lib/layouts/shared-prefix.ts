// What an incremental layout may keep: how many leading items two lists share (by identity), looking
// at most `limit` items far.
export function sharedPrefix<T>(
  a: readonly T[],
  b: readonly T[],
  limit: number = Math.min(a.length, b.length),
): number {
  let index = 0;
  while (index < limit && a[index] === b[index]) index++;
  return index;
}
