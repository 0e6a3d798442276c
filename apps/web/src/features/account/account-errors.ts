/**
 * The messages of PRODUCT.md §8 for sign-in failures: a refused refresh token or login code, a session in the
 * wrong format or refused by pixiv, a rate limit, a network failure; anything else shows pixiv's
 * own message. Returns the text in the interface language.
 */
import { AppApiClientError } from "@pxv/pixiv";
import type { TFunction } from "../../i18n/translator";
import { DataSourceError } from "../../data/errors";
import { MissingVerifierError, RefusedCodeError } from "./app-login";
import { WebLoginError } from "./web-login";

export function signInErrorMessage(t: TFunction<"account">, error: unknown): string {
  if (error instanceof WebLoginError) {
    if (error.reason === "format") return t("error.session_format");
    if (error.reason === "invalid") return t("error.session_invalid");
    return t("error.network");
  }
  if (error instanceof MissingVerifierError) return t("oauth.verifier_expired");
  if (error instanceof RefusedCodeError) return t("oauth.code_refused");
  if (error instanceof AppApiClientError) {
    if (error.kind === "invalid_grant") return t("error.refresh_token_invalid");
    if (error.kind === "rate_limited") return t("error.rate_limited");
    if (error.kind === "network") return t("error.network");
    return t("error.unknown", { message: error.message });
  }
  return t("error.unknown", { message: error instanceof Error ? error.message : String(error) });
}

/** The message of a failed account call (bookmark, follow, list). */
export function accountErrorMessage(t: TFunction<"account">, error: unknown): string {
  if (error instanceof DataSourceError) {
    if (error.kind === "rate_limited") return t("error.rate_limited");
    if (error.kind === "network") return t("error.network");
  }
  return t("error.unknown", { message: error instanceof Error ? error.message : String(error) });
}
