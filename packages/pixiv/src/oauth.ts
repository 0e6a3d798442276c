/**
 * pixiv's OAuth constants (PIXIV.md §2): the public client credentials every app uses, the PKCE
 * login and callback addresses, the X-Client-Hash salt and the token lifetimes. Public values, not
 * secrets; the refresh and access tokens they produce are.
 */
import { APP_API_ORIGIN } from "./hosts.js";

export const OAUTH_TOKEN_PATH = "/auth/token";
export const PIXIV_CLIENT_ID = "MOBrBDS8blbauoSck0ZfDbtuzpyT";
export const PIXIV_CLIENT_SECRET = "lsACyCD94FhDUtGTXi3QzcFE2uU1hqtDaKeqrdwj";
/** Salt of `X-Client-Hash = md5(X-Client-Time + salt)` on token requests (PIXIV.md §1.3). */
export const CLIENT_HASH_SECRET = "28c1fdd170a5204386cb1313c7077b34f83e4aaf4aa829ce78c231e05b0bae2c";
export const OAUTH_LOGIN_PATH = "/web/v1/login";
export const OAUTH_REDIRECT_URI = `${APP_API_ORIGIN}/web/v1/users/auth/pixiv/callback`;
/** The `client` query parameter of the login page. */
export const OAUTH_LOGIN_CLIENT = "pixiv-android";

/** Access tokens live this long (`expires_in`). */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 3600;
/** A refresh token is exactly this many characters (PRODUCT.md §5). */
export const REFRESH_TOKEN_LENGTH = 43;
/** PKCE code verifiers are 43 to 128 characters (PRODUCT.md §5, RFC 7636). */
export const CODE_VERIFIER_MIN_LENGTH = 43;
export const CODE_VERIFIER_MAX_LENGTH = 128;
/** The verifier is kept this long while the login window is open (PRODUCT.md §9). */
export const CODE_VERIFIER_TTL_SECONDS = 600;
/** Signed-in clients refresh their access token this often (PRODUCT.md §9). */
export const ACCESS_TOKEN_REFRESH_INTERVAL_SECONDS = 30 * 60;
