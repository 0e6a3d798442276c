/**
 * What every app API endpoint gets and gives: the request's query and form, the signed-in account
 * (bearer.ts), the catalogue, the clock and the accounts' state; a status and a JSON body. Endpoints
 * are pure functions of these, so they are tested without HTTP where that is simpler.
 */
import type { SandboxAccount } from "../accounts.js";
import type { Catalogue } from "../catalogue/catalogue.js";
import type { FormFields } from "../http/form-body.js";
import type { AccountStates } from "../state/account-state.js";
import type { QueryParameters } from "./query.js";

export interface AppApiContext {
  readonly catalogue: Catalogue;
  readonly now: () => Date;
  readonly states: AccountStates;
}

export interface AppApiAnswer {
  readonly status: number;
  readonly body: unknown;
}

export interface EndpointRequest {
  readonly query: QueryParameters;
  readonly form: FormFields;
  readonly viewer: SandboxAccount;
  readonly context: AppApiContext;
}

export type Endpoint = (request: EndpointRequest) => AppApiAnswer;

export const ok = (body: unknown): AppApiAnswer => ({ status: 200, body });

/** What the signed-in account has bookmarked and follows: `is_bookmarked`, `is_followed`. */
export interface ViewerMarks {
  bookmarked(kind: "illust" | "novel", id: number): boolean;
  followed(userId: number): boolean;
}

export const NO_MARKS: ViewerMarks = { bookmarked: () => false, followed: () => false };

export function marksOf(request: EndpointRequest): ViewerMarks {
  const { states } = request.context;
  const accountId = request.viewer.id;
  return {
    bookmarked: (kind, id) => states.bookmark(accountId, kind, id) !== undefined,
    followed: (userId) => states.follow(accountId, userId) !== undefined,
  };
}
