import { Fragment } from "react";
import { parseComment } from "~/core/community/comment-markdown";

/** A comment's text with its small markdown, built as elements: nothing typed becomes markup. */
export function CommentText({ body }: { body: string }) {
  return (
    <p className="leading-relaxed break-words">
      {parseComment(body).map((piece, index) =>
        piece.kind === "break" ? (
          <br key={index} />
        ) : piece.kind === "code" ? (
          <code key={index} className="rounded bg-muted px-1 py-0.5 font-mono text-[0.85em]">
            {piece.text}
          </code>
        ) : piece.kind === "link" ? (
          <a
            key={index}
            href={piece.href}
            rel="nofollow ugc noopener"
            target="_blank"
            className="text-primary underline underline-offset-2"
          >
            {piece.text}
          </a>
        ) : (
          <Fragment key={index}>{piece.text}</Fragment>
        ),
      )}
    </p>
  );
}
