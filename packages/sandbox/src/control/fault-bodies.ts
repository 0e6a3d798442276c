/**
 * What an injected error or rate limit looks like on each kind of host: the status and body that
 * host's real service sends, so that clients exercise the same parsing as in production. pixiv's
 * app API rate limit is 403 with `message: "Rate Limit"` (PIXIV.md §8); www's ajax answers 429.
 */
import { STATUS_CODES } from "node:http";

export interface FaultResponse {
  readonly status: number;
  readonly contentType: string;
  readonly body: string;
}

/** The answer for an injected `error` (with its status) or `rate-limit`. */
export type FaultResponder = (kind: "error" | "rate-limit", status: number) => FaultResponse;

const JSON_TYPE = "application/json; charset=utf-8";
const reason = (status: number): string => STATUS_CODES[status] ?? "Error";

/** app-api.pixiv.net and oauth: `{"error":{user_message,message,reason,user_message_details}}`. */
export const appApiFaultBodies: FaultResponder = (kind, status) => ({
  status: kind === "rate-limit" ? 403 : status,
  contentType: JSON_TYPE,
  body: JSON.stringify({
    error: {
      user_message: "",
      message: kind === "rate-limit" ? "Rate Limit" : reason(status),
      reason: "",
      user_message_details: {},
    },
  }),
});

/** www.pixiv.net `/ajax`: the `{error, message, body}` envelope; rate limits are 429. */
export const ajaxFaultBodies: FaultResponder = (kind, status) => ({
  status: kind === "rate-limit" ? 429 : status,
  contentType: JSON_TYPE,
  body: JSON.stringify({
    error: true,
    message: kind === "rate-limit" ? "Rate Limit" : reason(status),
    body: [],
  }),
});

/** nginx-fronted hosts (i.pximg.net, s.pximg.net, www.pixivision.net, HLS): an HTML status page. */
export const nginxFaultBodies: FaultResponder = (kind, status) => {
  const code = kind === "rate-limit" ? 429 : status;
  const title = `${code} ${reason(code)}`;
  return {
    status: code,
    contentType: "text/html",
    body: `<html>\r\n<head><title>${title}</title></head>\r\n<body>\r\n<center><h1>${title}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n`,
  };
};

/** sketch.pixiv.net's API: `{"errors":[{"message"}]}`. */
export const sketchFaultBodies: FaultResponder = (kind, status) => ({
  status: kind === "rate-limit" ? 429 : status,
  contentType: JSON_TYPE,
  body: JSON.stringify({ errors: [{ message: kind === "rate-limit" ? "Rate Limit" : reason(status) }] }),
});

/** OpenAI-style chat completions: `{"error":{message,type,code}}`. */
export const openAiFaultBodies: FaultResponder = (kind, status) => ({
  status: kind === "rate-limit" ? 429 : status,
  contentType: JSON_TYPE,
  body: JSON.stringify({
    error: {
      message: kind === "rate-limit" ? "Rate limit reached for requests" : reason(status),
      type: kind === "rate-limit" ? "rate_limit_exceeded" : "server_error",
      code: null,
    },
  }),
});

/** SauceNAO: a header-only body whose `status` is negative on failure. */
export const sauceNaoFaultBodies: FaultResponder = (kind, status) => ({
  status: kind === "rate-limit" ? 429 : status,
  contentType: JSON_TYPE,
  body: JSON.stringify({
    header: {
      status: -2,
      message: kind === "rate-limit" ? "Search Rate Too High. Please wait and try again." : reason(status),
    },
  }),
});

/** The boorus (Danbooru, Gelbooru, Yande.re): `{"success":false,"message"}`; rate limits are 429. */
export const booruFaultBodies: FaultResponder = (kind, status) => ({
  status: kind === "rate-limit" ? 429 : status,
  contentType: JSON_TYPE,
  body: JSON.stringify({
    success: false,
    message: kind === "rate-limit" ? "Rate limit exceeded" : reason(status),
  }),
});
