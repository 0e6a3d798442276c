/**
 * /live/:id: a pixiv Sketch live (PRODUCT.md §2, §4 Live) — the player (hls.js on demand), performers
 * (choosing one plays their stream), the chat log read on opening and continued by the live
 * websocket (chat, audience count, hearts, finish), the counts and a duration clock ticking each
 * second. Leaving tears everything down: the player is destroyed, the socket closed, timers cleared.
 * Adult lives show only with R-18 or R-18G content on (PRODUCT.md §6).
 */
import {
  isLiveVisible,
  rewriteImageUrl,
  type LiveChat,
  type LiveDetail,
  type LivePerformer,
} from "@pxv/pixiv";
import clsx from "clsx";
import { Clock, Heart, MessageSquare, Radio, Users } from "lucide-react";
import { useEffect, useReducer, useRef, useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useParams } from "react-router";
import { ErrorNotice } from "../../components/error-notice";
import { ListStatus } from "../../components/list-status";
import { Pximg } from "../../components/pximg";
import { useDataSource } from "../../data/data-source-context";
import { formatCount } from "../../lib/format";
import { useDocumentTitle } from "../../lib/use-document-title";
import { useLiveChatsQuery, useLiveQuery } from "../../queries/lives";
import { useContentSettings } from "../../settings/content-settings";
import { LivePlayer } from "./live-player";
import {
  CHAT_SCROLL_THROTTLE_MS,
  initialLiveState,
  LIVE_CLOCK_INTERVAL_MS,
  liveDuration,
  liveReducer,
} from "./live-state";
import { useLiveSocket } from "./use-live-socket";

const rewriteDefault = (url: string): string => rewriteImageUrl(url);

function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => {
      setNow(Date.now());
    }, LIVE_CLOCK_INTERVAL_MS);
    return () => {
      clearInterval(timer);
    };
  }, [running]);
  return now;
}

function ChatLog({ chats }: { chats: readonly LiveChat[] }) {
  const list = useRef<HTMLOListElement>(null);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Follow new messages, at most every CHAT_SCROLL_THROTTLE_MS (PRODUCT.md §9).
  useEffect(() => {
    if (pending.current !== null) return;
    pending.current = setTimeout(() => {
      pending.current = null;
      const element = list.current;
      if (element !== null) element.scrollTop = element.scrollHeight;
    }, CHAT_SCROLL_THROTTLE_MS);
  }, [chats]);
  useEffect(
    () => () => {
      if (pending.current !== null) clearTimeout(pending.current);
    },
    [],
  );
  return (
    <ol
      ref={list}
      data-testid="live-chat"
      className="h-80 space-y-2 overflow-y-auto p-3 text-sm lg:h-[28rem]"
    >
      {chats.map((chat) => (
        <li key={chat.id} data-testid="live-chat-message" className="flex gap-2">
          <span className="relative size-6 shrink-0 overflow-hidden rounded-full bg-neutral-200">
            <Pximg src={chat.user.avatar} alt="" seed={chat.user.pixiv_user_id} />
          </span>
          <span className="min-w-0 break-words">
            <span className="mr-1.5 text-xs font-semibold text-neutral-500">{chat.user.name}</span>
            {chat.message}
          </span>
        </li>
      ))}
    </ol>
  );
}

function Performer({
  performer,
  active,
  onPick,
}: {
  performer: LivePerformer;
  active: boolean;
  onPick: () => void;
}) {
  return (
    <button
      type="button"
      data-testid="live-performer"
      aria-pressed={active}
      onClick={onPick}
      className={clsx(
        "flex items-center gap-2 rounded-full border py-1 pr-3 pl-1 text-sm",
        active ? "border-accent bg-accent/10" : "border-neutral-300 dark:border-neutral-700",
      )}
    >
      <span className="relative size-7 overflow-hidden rounded-full bg-neutral-200">
        <Pximg src={performer.avatar} alt="" seed={performer.pixiv_user_id} />
      </span>
      <span className="max-w-40 truncate">{performer.name}</span>
    </button>
  );
}

function LiveRoom({ detail, log }: { detail: LiveDetail; log: readonly LiveChat[] }) {
  const { t, i18n } = useTranslation("search");
  const source = useDataSource();
  const [state, dispatch] = useReducer(liveReducer, undefined, () => initialLiveState(detail, log));
  const socket = useLiveSocket(
    state.finished ? null : source.liveSocketUrl(detail.id),
    dispatch,
    rewriteDefault,
  );
  const now = useNow(!state.finished);
  const performers = [detail.owner, ...detail.performers];
  const [playing, setPlaying] = useState(0);
  const current = performers[playing] ?? detail.owner;
  const count = (value: number) => formatCount(value, i18n.language);

  return (
    <div className="mx-auto grid max-w-6xl gap-4 px-3 pt-4 pb-10 sm:px-4 lg:grid-cols-[1fr_22rem]">
      <div className="min-w-0">
        {state.finished ? (
          <div
            data-testid="live-finished"
            className="flex aspect-video items-center justify-center rounded-xl bg-neutral-900 text-white/80"
          >
            {t("lives.finished")}
          </div>
        ) : (
          <LivePlayer
            key={current.hls_url}
            src={source.liveStreamUrl(current.hls_url)}
            poster={detail.thumbnail}
          />
        )}
        <h1 className="mt-3 text-xl font-bold" data-testid="live-title">
          {detail.name}
        </h1>
        <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-neutral-600 dark:text-neutral-400">
          <div className="flex items-center gap-1" title={t("lives.audience")}>
            <dt className="sr-only">{t("lives.audience")}</dt>
            <Users aria-hidden className="size-4" />
            <dd data-testid="live-audience">{count(state.audience)}</dd>
          </div>
          <div className="flex items-center gap-1" title={t("lives.total_audience")}>
            <dt>{t("lives.total_audience")}</dt>
            <dd data-testid="live-total-audience">{count(state.totalAudience)}</dd>
          </div>
          <div className="flex items-center gap-1" title={t("lives.hearts")}>
            <dt className="sr-only">{t("lives.hearts")}</dt>
            <Heart aria-hidden className="size-4 text-rose-500" />
            <dd data-testid="live-hearts">{count(state.hearts)}</dd>
          </div>
          <div className="flex items-center gap-1" title={t("lives.chats")}>
            <dt className="sr-only">{t("lives.chats")}</dt>
            <MessageSquare aria-hidden className="size-4" />
            <dd data-testid="live-chat-count">{count(state.chatCount)}</dd>
          </div>
          <div className="flex items-center gap-1" title={t("lives.duration")}>
            <dt className="sr-only">{t("lives.duration")}</dt>
            <Clock aria-hidden className="size-4" />
            <dd data-testid="live-clock" className="tabular-nums">
              {liveDuration(detail.created_at, now)}
            </dd>
          </div>
        </dl>
        {detail.description === "" ? null : (
          <p className="mt-3 text-sm whitespace-pre-line text-neutral-700 dark:text-neutral-300">
            {detail.description}
          </p>
        )}
        <h2 className="mt-5 mb-2 text-sm font-semibold">{t("lives.performers")}</h2>
        <div className="flex flex-wrap gap-2">
          {performers.map((performer, index) => (
            <Performer
              key={`${performer.unique_name}:${String(index)}`}
              performer={performer}
              active={index === playing}
              onPick={() => {
                setPlaying(index);
              }}
            />
          ))}
        </div>
      </div>
      <aside className="rounded-xl border border-neutral-200 dark:border-neutral-800">
        <h2 className="flex items-center gap-2 border-b border-neutral-200 px-3 py-2 text-sm font-semibold dark:border-neutral-800">
          <Radio
            aria-hidden
            className={clsx("size-4", socket === "open" ? "text-rose-500" : "text-neutral-400")}
          />
          {t("lives.chat")}
          <span
            data-testid="live-socket"
            data-state={socket}
            className="ml-auto text-xs font-normal text-neutral-500"
          >
            {t(`lives.socket_${socket}`)}
          </span>
        </h2>
        <ChatLog chats={state.chats} />
      </aside>
    </div>
  );
}

function LiveView({ id }: { id: string }) {
  const { t } = useTranslation("search");
  const content = useContentSettings();
  const detail = useLiveQuery(id);
  const log = useLiveChatsQuery(id);
  useDocumentTitle(detail.data?.name ?? t("lives.title"));
  if (detail.isPending || log.isPending) return <ListStatus state="loading" onRetry={() => undefined} />;
  const failed = detail.isError ? detail.error : log.isError ? log.error : null;
  if (failed !== null || detail.data === undefined || log.data === undefined) {
    return (
      <ErrorNotice
        error={failed}
        onRetry={() => {
          void detail.refetch();
          void log.refetch();
        }}
      />
    );
  }
  if (!isLiveVisible(detail.data, content)) {
    return (
      <p data-testid="live-hidden" className="px-6 py-16 text-center text-sm text-neutral-600">
        {t("lives.adult_hidden")}
      </p>
    );
  }
  return <LiveRoom detail={detail.data} log={log.data} />;
}

export function LivePage() {
  // The route has checked the id (a pixiv Sketch id: too long for a number, kept as text).
  const { id = "" } = useParams();
  return <LiveView key={id} id={id} />;
}
