/**
 * Sign-in inputs (PRODUCT.md §5): the web session value (PHPSESSID: at least two digits, an underscore,
 * then 32 letters or digits) and the refresh token (exactly 43 characters of base64url).
 */
import { REFRESH_TOKEN_LENGTH } from "../oauth.js";

const SESSION_PATTERN = /^\d{2,}_[0-9a-zA-Z]{32}$/;
const REFRESH_TOKEN_PATTERN = new RegExp(`^[\\w-]{${REFRESH_TOKEN_LENGTH}}$`);

/** Accepts the bare value or a pasted `PHPSESSID=…` cookie; returns the value or null. */
export function parseSessionValue(input: string): string | null {
  const value = input
    .trim()
    .replace(/^PHPSESSID=/i, "")
    .replace(/;$/, "");
  return SESSION_PATTERN.test(value) ? value : null;
}

export function isValidRefreshToken(input: string): boolean {
  return REFRESH_TOKEN_PATTERN.test(input.trim());
}
