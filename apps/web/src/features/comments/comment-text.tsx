/**
 * A comment's text as React text nodes with pixiv's `(name)` emoji codes as pictures. Comments are
 * written by anyone: nothing here is ever parsed as HTML, so markup in them shows as the characters
 * it is and cannot run.
 */
import { rewriteImageUrl, splitCommentEmoji, S_PXIMG_ORIGIN } from "@pxv/pixiv";

const emojiUrl = (id: number): string => rewriteImageUrl(`${S_PXIMG_ORIGIN}/common/images/emoji/${id}.png`);

export function CommentText({ text }: { text: string }) {
  return (
    <span className="break-words whitespace-pre-wrap">
      {splitCommentEmoji(text).map((piece, index) =>
        piece.kind === "text" ? (
          <span key={index}>{piece.text}</span>
        ) : (
          <img
            key={index}
            src={emojiUrl(piece.id)}
            alt={`(${piece.name})`}
            title={piece.name}
            className="mx-0.5 inline size-5 align-text-bottom"
            loading="lazy"
          />
        ),
      )}
    </span>
  );
}
