/**
 * The instance's chat-completions translation service (OpenAI style: `POST <base>/chat/completions`,
 * bearer key), as novel and picture translation share it: the service's settings, the 503 when none
 * is configured, the one model a request may use, and the calls (the response as it comes, or a
 * whole answer's text). The key goes only into the request's header, never into an error or a log.
 */
import { request } from "undici";
import { TRANSLATE_PIECE_TIMEOUT_MS, chatCompletionSchema } from "@pxv/pixiv";
import { HttpError, InvalidParameterError, UpstreamError, readUpstreamBody } from "../../errors.js";

export interface TranslationService {
  /** Base URL ending before `/chat/completions`, e.g. https://api.siliconflow.cn/v1 */
  readonly baseUrl: string;
  readonly apiKey: string;
  readonly model: string;
}

export interface ChatMessage {
  readonly role: "system" | "user";
  readonly content: string;
}

/** The configured service, or the 503 saying that `feature` ("Novel translation") has none. */
export function requireService(service: TranslationService | null, feature: string): TranslationService {
  if (!service) {
    throw new HttpError(
      503,
      "translation_unavailable",
      `${feature} is not configured on this server: set PXV_TRANSLATE_URL and PXV_TRANSLATE_KEY`,
    );
  }
  return service;
}

/**
 * The model a request may use: the configured one. Each other name would start a translation of
 * its own (and a cache entry) for anyone who asks, so it is refused.
 */
export function configuredModel(chosen: string | undefined, service: TranslationService): string {
  if (chosen !== undefined && chosen !== service.model)
    throw new InvalidParameterError("aimd", `must be the configured model, ${service.model}`);
  return service.model;
}

/** Sends one completion request; a failure to answer, or an answer that is not 200, is a 502. */
export async function callService(service: TranslationService, model: string, body: object, stream: boolean) {
  let response;
  try {
    response = await request(`${service.baseUrl}/chat/completions`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${service.apiKey}`,
        "content-type": "application/json",
        accept: stream ? "text/event-stream" : "application/json",
      },
      body: JSON.stringify({ model, ...body, stream }),
      signal: AbortSignal.timeout(TRANSLATE_PIECE_TIMEOUT_MS),
    });
  } catch (error) {
    throw new UpstreamError("translation", (error as Error).message);
  }
  if (response.statusCode !== 200) {
    const text = await readUpstreamBody("translation", () => response.body.text());
    const message = /"message"\s*:\s*"([^"]*)"/.exec(text)?.[1] ?? `answered ${response.statusCode}`;
    throw new UpstreamError("translation", message);
  }
  return response;
}

/** The text of one whole (not streamed) completion; an answer without one is a 502. */
export async function completionText(
  service: TranslationService,
  model: string,
  messages: readonly ChatMessage[],
): Promise<string> {
  const response = await callService(service, model, { messages }, false);
  const parsed = chatCompletionSchema.safeParse(
    await readUpstreamBody("translation", () => response.body.json()),
  );
  const content = parsed.success ? parsed.data.choices[0]?.message.content : undefined;
  if (content === undefined) throw new UpstreamError("translation", "answered without a translation");
  return content;
}
