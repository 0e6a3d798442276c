/**
 * Reads what someone typed into a search box as an artwork to open (PRODUCT.md §2 Home/Search): a bare id
 * of 8 or more digits, or a pixiv artwork URL (www.pixiv.net/artworks/N, /en/artworks/N, /i/N,
 * member_illust.php?illust_id=N) — also this app's own /artworks/N links. Anything else is a keyword.
 */

/** Shorter numbers are taken as keywords: pixiv ids have had 8+ digits for years. */
const ARTWORK_ID_MIN_DIGITS = 8;
const BARE_ID = new RegExp(`^\\d{${ARTWORK_ID_MIN_DIGITS},}$`);
const PIXIV_HOST = /(?:^|\.)pixiv\.net$/i;
const ARTWORK_PATH = /^\/(?:artworks|illusts|illust|i)\/(\d+)\/?$/;

function toId(digits: string): number | null {
  const id = Number(digits);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function artworkIdFromInput(input: string, appOrigin?: string): number | null {
  const text = input.trim();
  if (BARE_ID.test(text)) return toId(text);
  // A URL with its scheme, or a pixiv address typed without one (www.pixiv.net/artworks/N).
  const address = /^https?:\/\//i.test(text)
    ? text
    : /^[\w.-]*pixiv\.net\//i.test(text)
      ? `https://${text}`
      : null;
  if (address === null) return null;

  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  const ownLink = appOrigin !== undefined && url.origin === appOrigin;
  if (!PIXIV_HOST.test(url.hostname) && !ownLink) return null;

  const path = url.pathname.replace(/^\/[a-z]{2}(?:-[a-z]{2})?(?=\/)/i, "");
  const fromPath = ARTWORK_PATH.exec(path)?.[1];
  if (fromPath !== undefined) return toId(fromPath);
  if (path === "/member_illust.php") {
    const param = url.searchParams.get("illust_id");
    if (param !== null && /^\d+$/.test(param)) return toId(param);
  }
  return null;
}
