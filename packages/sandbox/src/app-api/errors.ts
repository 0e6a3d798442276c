/**
 * pixiv's app API error bodies (PIXIV.md §1.6): always all four keys, strings possibly empty.
 * Parameter validation failures put a JSON object of messages per parameter into `message`, the
 * way pixiv reports `{"offset":["offset must be no more than 5000"]}`.
 */
import type { AppApiErrorBody } from "@pxv/pixiv";

export interface AppApiError {
  readonly status: number;
  readonly body: AppApiErrorBody;
}

export function appApiError(
  status: number,
  fields: { userMessage?: string; message?: string; reason?: string },
): AppApiError {
  return {
    status,
    body: {
      error: {
        user_message: fields.userMessage ?? "",
        message: fields.message ?? "",
        reason: fields.reason ?? "",
        user_message_details: {},
      },
    },
  };
}

/** Messages per query parameter, collected while validating one request. */
export type ParameterProblems = Record<string, string[]>;

export function addProblem(problems: ParameterProblems, parameter: string, message: string): void {
  (problems[parameter] ??= []).push(message);
}

/** 400 with the parameter messages, or null when there were none. */
export function invalidParameters(problems: ParameterProblems): AppApiError | null {
  if (Object.keys(problems).length === 0) return null;
  return appApiError(400, { message: JSON.stringify(problems) });
}

export const endpointNotFound = (): AppApiError =>
  appApiError(404, { userMessage: "Specified end-point doesn't exist" });

export const illustNotFound = (): AppApiError =>
  appApiError(404, { userMessage: "該当作品は削除されたか、存在しない作品IDです。" });

export const novelNotFound = (): AppApiError => appApiError(404, { userMessage: "Page not found" });

export const userNotFound = (): AppApiError => appApiError(404, { userMessage: "Page not found" });
