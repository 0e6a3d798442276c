/**
 * Novel translation to Simplified Chinese with a configurable chat-completions service (OpenAI
 * style: `POST <base>/chat/completions`, bearer key). `GET /api/pixiv-novel-translate/{id}.html`
 * answers the whole translation as HTML paragraphs (cached for good: the novel's text does not
 * change); `GET /api/pixiv-novel-translate/{id}.txt` streams the translated text as it is written.
 * The novel's text comes from pixiv's novel webview with the server account. Long novels are sent
 * in pieces of whole paragraphs. Without a configured service the routes answer 503 saying so.
 */
import { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  CACHE_TTL_SECONDS,
  NOVEL_TRANSLATION_FILE,
  PXV_API_PATHS,
  WEBVIEW_NOVEL_VIEWER_VERSION,
  chatCompletionChunkSchema,
  escapeHtml,
  novelTranslationBodySchema,
  novelTranslationQuery,
} from "@pxv/pixiv";
import { sendCacheAnswer, type ResponseCache } from "../../infrastructure/stores/response-cache.js";
import type { ServerAppApi } from "../../upstream/app-api-client.js";
import { HttpError, UpstreamError } from "../../errors.js";
import type { TranslationBudget } from "../../abuse/translation-budget.js";
import { extractWebviewNovel } from "../hibi-api/webview-novel.js";
import { refused } from "../../route-schema/answers.js";
import { idFileParams, querySchema } from "../../route-schema/params.js";
import { z } from "zod";
import {
  callService,
  completionText,
  configuredModel,
  requireService as serviceOrRefusal,
  type ChatMessage,
  type TranslationService,
} from "./chat-service.js";

/** Characters of novel text per request to the service (whole paragraphs, at least one). */
const PIECE_CHARACTERS = 4000;
const INSTRUCTION =
  "Translate the following Japanese novel text into Simplified Chinese (简体中文翻译). Keep line breaks.";
const SYSTEM_PROMPT =
  "You are a literary translator. Answer with the translation only, line for line, without notes.";

const translateQuery = querySchema(novelTranslationQuery);
const translateFile = idFileParams(
  NOVEL_TRANSLATION_FILE,
  "must be a novel id (a positive integer), as {id}.html or {id}.txt",
);
type TranslateRequest = { params: z.output<typeof translateFile>; query: z.output<typeof translateQuery> };

const translateSchema = {
  tags: ["translation"],
  summary: "A novel translated to Simplified Chinese: {id}.html (whole, cached) or {id}.txt (streamed text).",
  params: translateFile,
  querystring: translateQuery,
  answers: {
    "200": {
      description: "The translation.",
      body: novelTranslationBodySchema,
      type: ["text/html", "text/plain"],
    },
    "400": refused("Not {id}.html or {id}.txt, or a parameter is invalid."),
    "429": refused("This address has used its translations for this minute (Retry-After says when)."),
    "502": refused("pixiv or the translation service failed."),
    "503": refused("No translation service is configured."),
  },
};

/**
 * A piece of novel text sent to the service on its own, and the line breaks that separate it from the
 * piece before it. A service answers with its edges trimmed, so blank lines at a cut belong to the
 * break, not to either piece: both answers (whole and streamed) put them back the same way.
 */
export interface TextPiece {
  readonly text: string;
  /** The line breaks between this piece and the one before it ("" for the first piece). */
  readonly breakBefore: string;
}

const isBlank = (line: string): boolean => line.trim() === "";

/** Groups lines into runs of at most `size` characters (a longer line is a run of its own). */
function lineRuns(lines: readonly string[], size: number): string[][] {
  const runs: string[][] = [];
  let current: string[] = [];
  let length = 0;
  for (const line of lines) {
    if (current.length > 0 && length + line.length + 1 > size) {
      runs.push(current);
      current = [];
      length = 0;
    }
    current.push(line);
    length += (current.length > 1 ? 1 : 0) + line.length;
  }
  if (current.length > 0) runs.push(current);
  return runs;
}

/**
 * Splits text into pieces of whole lines of at most PIECE_CHARACTERS, each without blank lines at its
 * edges; `breakBefore` holds the line breaks of the cut, so joining `breakBefore + text` of every piece
 * gives the text back without its leading and trailing blank lines.
 */
export function textPieces(text: string, size = PIECE_CHARACTERS): TextPiece[] {
  const pieces: TextPiece[] = [];
  let blankLinesCarried = 0;
  for (const run of lineRuns(text.split("\n"), size)) {
    let start = 0;
    while (start < run.length && isBlank(run[start] as string)) start++;
    let end = run.length;
    while (end > start && isBlank(run[end - 1] as string)) end--;
    if (start === end) {
      blankLinesCarried += run.length;
      continue;
    }
    const breakBefore = pieces.length === 0 ? "" : "\n".repeat(1 + blankLinesCarried + start);
    pieces.push({ text: run.slice(start, end).join("\n"), breakBefore });
    blankLinesCarried = run.length - end;
  }
  return pieces;
}

/** A streamed answer without whitespace at its start or end, as `String.prototype.trim` would leave it. */
async function* trimmedStream(chunks: AsyncIterable<string>): AsyncGenerator<string> {
  let started = false;
  let heldWhitespace = "";
  for await (const chunk of chunks) {
    let text = heldWhitespace + chunk;
    if (!started) {
      text = text.replace(/^\s+/, "");
      if (text === "") continue;
      started = true;
    }
    const trailing = /\s+$/.exec(text);
    heldWhitespace = trailing ? trailing[0] : "";
    const shown = trailing ? text.slice(0, trailing.index) : text;
    if (shown !== "") yield shown;
  }
}

export function translationHtml(translation: string): string {
  return translation
    .split("\n")
    .map((line) => (line.trim() === "" ? "<p><br></p>" : `<p>${escapeHtml(line)}</p>`))
    .join("\n");
}

function messages(piece: string, keep: string[]): ChatMessage[] {
  const keepNote = keep.length > 0 ? ` Leave these words as they are: ${keep.join(", ")}.` : "";
  return [
    { role: "system", content: SYSTEM_PROMPT + keepNote },
    { role: "user", content: `${INSTRUCTION}\n${piece}` },
  ];
}

/**
 * The `content` deltas of a server-sent-events completion, as they arrive. The body is read to its end
 * even after `[DONE]`, so its connection goes back to the pool instead of being left half-read.
 */
async function* streamedContent(body: AsyncIterable<Buffer>): AsyncGenerator<string> {
  let buffered = "";
  let done = false;
  for await (const chunk of body) {
    if (done) continue;
    buffered += chunk.toString("utf8");
    let newline = buffered.indexOf("\n");
    while (newline !== -1 && !done) {
      const line = buffered.slice(0, newline).trim();
      buffered = buffered.slice(newline + 1);
      newline = buffered.indexOf("\n");
      if (!line.startsWith("data:")) continue;
      const data = line.slice(5).trim();
      if (data === "[DONE]") {
        done = true;
        continue;
      }
      const parsed = chatCompletionChunkSchema.safeParse(JSON.parse(data));
      const content = parsed.success ? parsed.data.choices[0]?.delta.content : null;
      if (content) yield content;
    }
  }
}

export function registerNovelTranslation(
  app: FastifyInstance,
  appApi: ServerAppApi,
  cache: ResponseCache,
  service: TranslationService | null,
  budget: TranslationBudget,
): void {
  const requireService = (): TranslationService => serviceOrRefusal(service, "Novel translation");

  async function novelText(id: number): Promise<string> {
    const page = await appApi.getText("/webview/v2/novel", {
      id,
      viewer_version: WEBVIEW_NOVEL_VIEWER_VERSION,
    });
    if (page.statusCode !== 200) {
      throw new HttpError(
        page.statusCode,
        "novel_unavailable",
        `pixiv answered ${page.statusCode} for novel ${id}`,
      );
    }
    const novel = extractWebviewNovel(page.text);
    if (!novel || typeof novel.text !== "string")
      throw new UpstreamError("app-api", "answered a novel page without its text");
    return novel.text;
  }

  const parseRequest = ({ params, query }: TranslateRequest) => {
    const id = Number(params.file.slice(0, params.file.indexOf(".")));
    const { aimd, nots } = query;
    const keep = (nots ?? "")
      .split(",")
      .map((word) => word.trim())
      .filter(Boolean);
    return { id, keep, model: aimd };
  };

  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(PXV_API_PATHS.novelTranslation, { schema: translateSchema }, async (request, reply) => {
    if (request.params.file.endsWith(".txt")) return streamTranslation(request, reply);
    const { id, keep, model: chosen } = parseRequest(request);
    const translator = requireService();
    const model = configuredModel(chosen, translator);
    const key = `translate:${id}|${model}|${keep.join(",")}`;
    const answer = await cache.answer(key, CACHE_TTL_SECONDS.novelDetail, async () => {
      // One novel, one spend of the client's budget, however many pieces it is sent in.
      await budget.spend(request);
      const text = await novelText(id);
      const parts: string[] = [];
      for (const piece of textPieces(text)) {
        const content = await completionText(translator, model, messages(piece.text, keep));
        parts.push(piece.breakBefore + content.trim());
      }
      return {
        statusCode: 200,
        contentType: "text/html; charset=utf-8",
        body: translationHtml(parts.join("")),
      };
    });
    return sendCacheAnswer(reply, answer);
  });

  async function streamTranslation(
    parsed: TranslateRequest & FastifyRequest,
    reply: FastifyReply,
  ): Promise<FastifyReply> {
    const { id, keep, model: chosen } = parseRequest(parsed);
    const translator = requireService();
    const model = configuredModel(chosen, translator);
    await budget.spend(parsed);
    const pieces = textPieces(await novelText(id));
    // The first piece's connection is opened before answering, so a refused key is still a JSON error.
    const first =
      pieces[0] === undefined
        ? null
        : await callService(translator, model, { messages: messages(pieces[0].text, keep) }, true);
    async function* translation(): AsyncGenerator<string> {
      if (!first) return;
      yield* trimmedStream(streamedContent(first.body));
      for (const piece of pieces.slice(1)) {
        yield piece.breakBefore;
        const next = await callService(translator, model, { messages: messages(piece.text, keep) }, true);
        yield* trimmedStream(streamedContent(next.body));
      }
    }
    return reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", "no-store")
      .header("x-content-type-options", "nosniff")
      .send(Readable.from(translation()));
  }
}
