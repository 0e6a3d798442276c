/**
 * Comments of a work or a novel (PRODUCT.md §2, §4, §9): root comments page by page — the first page
 * `limit` long (3 on a page, 10 in the popup), 30 a page after — replies loaded when asked for,
 * stamps as pictures and emoji codes inline. Load errors are silent (PRODUCT.md §8): the list just stops.
 * The posting form shows only when the login mode can comment on this kind of work (app login: works
 * and novels; web login: works, through the session) and refuses empty text;
 * a root comment's "reply" button aims the form at it. Posting is queries/comments.ts' mutation.
 */
import { COMMENT_PAGE_SIZES, commentDateInstant, type Comment } from "@pxv/pixiv";
import { LoaderCircle, MessageSquare } from "lucide-react";
import { useState, type SyntheticEvent } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { Link } from "react-router";
import { useDataSource } from "../../data/data-source-context";
import type { CommentKind } from "../../data/people-source";
import { toast } from "../../lib/toast";
import { formatDateTime } from "../../lib/format";
import { useAddCommentMutation, useCommentRepliesQuery, useCommentsQuery } from "../../queries/comments";
import { CommentText } from "./comment-text";
import { userPath } from "../../routing/paths";

export interface CommentsProps {
  readonly kind: CommentKind;
  readonly id: number;
  /** The first page's length (COMMENT_PAGE_SIZES.first on a page, .popup in the popup). */
  readonly limit?: number;
}

/** When a comment was written, in the reader's time zone and the app's date format. */
function CommentTime({ date }: { date: string }) {
  const { i18n } = useTranslation();
  const instant = commentDateInstant(date);
  return <time dateTime={instant}>{formatDateTime(instant, i18n.language)}</time>;
}

export function Comments({ kind, id, limit = COMMENT_PAGE_SIZES.first }: CommentsProps) {
  const { t } = useTranslation("reader");
  const query = useCommentsQuery(kind, id, limit);
  const comments = query.data?.pages.flatMap((page) => page.comments) ?? [];
  const capabilities = useDataSource().accountCapabilities();
  const canComment = capabilities.comment && (kind === "illust" || capabilities.novels);
  const [replyTo, setReplyTo] = useState<Comment | null>(null);

  return (
    <section data-testid="comments" data-kind={kind} className="flex flex-col gap-3">
      <h2 className="flex items-center gap-2 text-base font-semibold">
        <MessageSquare aria-hidden className="size-4" />
        {t("comments.title")}
      </h2>
      {canComment ? (
        <CommentForm
          kind={kind}
          id={id}
          replyTo={replyTo}
          onCancelReply={() => {
            setReplyTo(null);
          }}
        />
      ) : null}
      {query.isPending ? <Spinner /> : null}
      {query.isSuccess && comments.length === 0 ? (
        <p data-testid="comments-empty" className="text-sm text-neutral-500">
          {t("comments.empty")}
        </p>
      ) : null}
      <ul className="flex flex-col gap-3">
        {comments.map((comment) => (
          <CommentItem
            key={comment.id}
            kind={kind}
            comment={comment}
            {...(canComment ? { onReply: setReplyTo } : {})}
          />
        ))}
      </ul>
      {query.hasNextPage ? (
        <button
          type="button"
          data-testid="comments-more"
          disabled={query.isFetchingNextPage}
          onClick={() => {
            void query.fetchNextPage();
          }}
          className="self-center rounded-full px-4 py-1.5 text-sm text-accent hover:bg-accent/10 disabled:opacity-50"
        >
          {query.isFetchingNextPage ? t("comments.loading") : t("comments.more")}
        </button>
      ) : null}
    </section>
  );
}

function Spinner() {
  const { t } = useTranslation("reader");
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-neutral-500">
      <LoaderCircle aria-hidden className="size-4 animate-spin text-accent" />
      {t("comments.loading")}
    </p>
  );
}

function CommentItem({
  kind,
  comment,
  isReply = false,
  onReply,
}: {
  kind: CommentKind;
  comment: Comment;
  isReply?: boolean;
  /** Aims the posting form at this comment (root comments, when commenting is possible). */
  onReply?: (comment: Comment) => void;
}) {
  const { t } = useTranslation("reader");
  const [showReplies, setShowReplies] = useState(false);
  return (
    <li data-testid={isReply ? "comment-reply" : "comment"} data-id={comment.id} className="flex gap-3">
      <img src={comment.img} alt="" loading="lazy" className="size-8 shrink-0 rounded-full bg-neutral-200" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline gap-x-2 text-xs text-neutral-500">
          <Link
            to={userPath(comment.userId)}
            className="font-medium text-neutral-800 hover:underline dark:text-neutral-200"
          >
            {comment.userName}
          </Link>
          {comment.replyToUserName === null ? null : (
            <span>{t("comments.reply_to", { name: comment.replyToUserName })}</span>
          )}
          <CommentTime date={comment.commentDate} />
        </div>
        <div data-testid="comment-body" className="mt-1 text-sm">
          {comment.stampUrl === null ? (
            <CommentText text={comment.comment} />
          ) : (
            <img
              src={comment.stampUrl}
              alt={t("comments.stamp")}
              loading="lazy"
              className="size-24"
              data-testid="comment-stamp"
            />
          )}
        </div>
        {comment.hasReplies && !isReply ? (
          <button
            type="button"
            data-testid="comment-replies-toggle"
            onClick={() => {
              setShowReplies((shown) => !shown);
            }}
            className="mt-1 text-xs text-accent hover:underline"
          >
            {showReplies ? t("comments.hide_replies") : t("comments.show_replies")}
          </button>
        ) : null}
        {onReply === undefined || isReply ? null : (
          <button
            type="button"
            data-testid="comment-reply-button"
            onClick={() => {
              onReply(comment);
            }}
            className="mt-1 mr-3 text-xs text-neutral-500 hover:text-accent hover:underline"
          >
            {t("comments.reply")}
          </button>
        )}
        {showReplies ? <Replies kind={kind} commentId={comment.id} /> : null}
      </div>
    </li>
  );
}

function Replies({ kind, commentId }: { kind: CommentKind; commentId: string }) {
  const query = useCommentRepliesQuery(kind, commentId, true);
  if (query.isPending) return <Spinner />;
  return (
    <ul className="mt-2 flex flex-col gap-2 border-l-2 border-neutral-200 pl-3 dark:border-neutral-700">
      {(query.data ?? []).map((reply) => (
        <CommentItem key={reply.id} kind={kind} comment={reply} isReply />
      ))}
    </ul>
  );
}

/** Posts a comment, or a reply to `replyTo`; refuses empty text and says why a post failed. */
function CommentForm({
  kind,
  id,
  replyTo,
  onCancelReply,
}: {
  kind: CommentKind;
  id: number;
  replyTo: Comment | null;
  onCancelReply: () => void;
}) {
  const { t } = useTranslation("reader");
  const post = useAddCommentMutation(kind, id);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = (event: SyntheticEvent): void => {
    event.preventDefault();
    const comment = text.trim();
    if (comment === "") {
      setError(t("comments.required"));
      return;
    }
    setError(null);
    post.mutate(
      { text: comment, ...(replyTo === null ? {} : { parentId: Number(replyTo.id) }) },
      {
        onSuccess: () => {
          setText("");
          onCancelReply();
          toast.success(t("comments.sent"));
        },
        onError: (failure) => {
          setError(t("comments.send_failed", { message: failure.message }));
        },
      },
    );
  };
  return (
    <form data-testid="comment-form" onSubmit={submit} className="flex flex-col gap-2">
      <textarea
        value={text}
        onChange={(event) => {
          setText(event.target.value);
        }}
        rows={2}
        aria-label={t("comments.placeholder")}
        placeholder={t("comments.placeholder")}
        className="w-full rounded-lg border border-neutral-300 bg-transparent p-2 text-sm dark:border-neutral-700"
      />
      {replyTo === null ? null : (
        <p data-testid="comment-replying" className="flex items-center gap-2 text-xs text-neutral-500">
          {t("comments.reply_to", { name: replyTo.userName })}
          <button type="button" onClick={onCancelReply} className="text-accent hover:underline">
            {t("comments.cancel_reply")}
          </button>
        </p>
      )}
      {error === null ? null : (
        <p role="alert" className="text-xs text-rose-600">
          {error}
        </p>
      )}
      <button
        type="submit"
        disabled={post.isPending}
        className="self-end rounded-full bg-accent-fill px-4 py-1.5 text-sm text-white disabled:opacity-60"
      >
        {t("comments.send")}
      </button>
    </form>
  );
}
