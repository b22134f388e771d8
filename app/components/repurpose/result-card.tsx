import type * as React from "react";
import { Archive, Check, Copy, Loader2, RefreshCw } from "lucide-react";
import { ReactMarkdown } from "~/app/components/ui/markdown-lazy";
import { useState } from "react";
import { Link } from "react-router";
import { RetryAlert } from "~/app/components/focus/retry-alert";
import { useCopy } from "~/app/components/prompt/use-clipboard";
import { Button } from "~/app/components/ui/button";
import { cn } from "~/app/components/ui/cn";
import { toast } from "~/app/components/ui/toast";
import { useLocale, useT } from "~/app/i18n/use-locale";
import { LOCKER_LIMITS } from "~/core/forms/locker";
import {
  charCount,
  FORMAT_LIMITS,
  measure,
  threadPosts,
  type LockerFit,
  type RepurposeFormat,
} from "~/core/forms/repurpose";
import type { MessageKey } from "~/core/messages/en";
import { numberFormat } from "~/core/intl";

export interface Result {
  format: RepurposeFormat;
  content: string;
  status: "writing" | "done" | "error";
  /** the API's failure code, or "failed" when the request itself was refused */
  error: string | null;
}

const ERROR_KEYS: Record<string, MessageKey> = {
  upstream: "repurpose.error.upstream",
  timeout: "repurpose.error.timeout",
  empty: "repurpose.error.empty",
  stopped: "repurpose.error.stopped",
  allowance: "repurpose.error.allowance",
};

/** Formats read as documents (Markdown headings and lists); posts and captions stay plain text. */
const MARKDOWN_FORMATS = new Set<RepurposeFormat>(["newsletter", "video", "blog"]);

/**
 * A document version, shown formatted (its headings as bold lines under the card's own heading);
 * the copy is the Markdown. react-markdown renders no raw HTML, and links stay text.
 */
const Heading = ({ children }: { children?: React.ReactNode }) => <p className="font-semibold">{children}</p>;
const strong = Heading;

function Formatted({ text }: { text: string }) {
  return (
    <div className="space-y-2 leading-relaxed [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc">
      <ReactMarkdown
        components={{
          h1: strong,
          h2: strong,
          h3: strong,
          h4: strong,
          h5: strong,
          h6: strong,
          a: ({ children }) => <span>{children}</span>,
          img: ({ alt }) => <span>{alt}</span>,
        }}
      >
        {text}
      </ReactMarkdown>
    </div>
  );
}

/** The first words of the member's text, for the saved prompt's title. */
function startOf(text: string, max = 60): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (charCount(line) <= max) return line;
  const head = [...line].slice(0, max - 1).join("");
  const cut = head.lastIndexOf(" ");
  return `${cut > max / 2 ? head.slice(0, cut) : head}…`;
}

/** One version: its text (a thread post by post), its length against the limit, copy, regenerate and save. */
export function ResultCard({
  result,
  source,
  busy,
  onRegenerate,
}: {
  result: Result;
  source: string;
  busy: boolean;
  onRegenerate: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const number = numberFormat(locale);
  const { copied, copy } = useCopy();
  const [save, setSave] = useState<
    { state: "idle" | "saving" | "failed" } | { state: "saved"; trimmed: LockerFit["trimmed"] }
  >({ state: "idle" });
  const name = t(`repurpose.format.${result.format}`);
  const writing = result.status === "writing";
  const content = result.content.trim();
  const size = measure(result.format, content);
  const limit = FORMAT_LIMITS[result.format];
  const saved = save.state === "saved";
  const trimmed = save.state === "saved" ? save.trimmed : null;
  const headingId = `repurpose-${result.format}-title`;

  const sizeText =
    limit.unit === "post-chars"
      ? size.postsOver
        ? t("repurpose.measure.threadOver", {
            over: number.format(size.postsOver),
            posts: size.posts ?? 0,
            max: number.format(limit.max),
          })
        : t("repurpose.measure.thread", {
            posts: size.posts ?? 0,
            count: number.format(size.count),
            max: number.format(limit.max),
          })
      : limit.unit === "chars"
        ? t("repurpose.measure.chars", { count: number.format(size.count), max: number.format(limit.max) })
        : limit.unit === "words"
          ? t("repurpose.measure.words", { count: number.format(size.count), max: number.format(limit.max) })
          : t("repurpose.measure.free", { count: size.count });

  const title = t("repurpose.saveTitle", { format: name, start: startOf(source) });
  /** Saved through the API, so a failed save leaves the page and its results where they are. */
  const onSave = async () => {
    setSave({ state: "saving" });
    try {
      const response = await fetch("/api/v1/repurpose/locker", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ format: result.format, title, content }),
      });
      if (!response.ok) throw new Error(String(response.status));
      setSave({
        state: "saved",
        trimmed: ((await response.json()) as { trimmed: LockerFit["trimmed"] }).trimmed,
      });
    } catch {
      setSave({ state: "failed" });
    }
  };

  const onCopy = async () => {
    if (await copy(content)) toast.success(t("repurpose.copied"));
    else toast.error(t("repurpose.copyFailed"));
  };

  return (
    <article
      aria-labelledby={headingId}
      aria-busy={writing}
      className="rounded-2xl border border-border bg-card p-4 sm:p-5"
      data-testid="repurpose-result"
      data-format={result.format}
      data-status={result.status}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="font-bold">
          {name}
        </h3>
        {content ? (
          <p
            className={cn(
              "text-xs tabular-nums text-muted-foreground",
              size.over && "font-semibold text-destructive",
            )}
            data-testid="repurpose-measure"
          >
            {sizeText}
            {size.over ? ` · ${t("repurpose.measure.over")}` : null}
          </p>
        ) : null}
      </div>

      {writing && !content ? (
        <p className="mt-3 flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2 className="size-4 animate-spin" aria-hidden /> {t("repurpose.result.writing")}
        </p>
      ) : null}

      {content && result.format === "thread" ? (
        <ol className="mt-3 space-y-2" data-testid="repurpose-content">
          {threadPosts(content).map((post, index) => {
            const length = charCount(post);
            return (
              <li
                key={index}
                className="rounded-lg border border-border bg-background p-3 text-sm"
                data-testid="repurpose-post"
              >
                <p className="break-words whitespace-pre-wrap">{post}</p>
                <p
                  className={cn(
                    "mt-1 text-right text-xs tabular-nums text-muted-foreground",
                    length > 280 && "font-semibold text-destructive",
                  )}
                >
                  {number.format(length)}/{number.format(280)}
                </p>
              </li>
            );
          })}
        </ol>
      ) : content ? (
        <div
          className={cn(
            "mt-3 rounded-lg border border-border bg-background p-3 text-sm break-words",
            !MARKDOWN_FORMATS.has(result.format) && "whitespace-pre-wrap",
          )}
          data-testid="repurpose-content"
        >
          {MARKDOWN_FORMATS.has(result.format) ? <Formatted text={content} /> : content}
        </div>
      ) : null}

      {result.status === "error" && result.error && ERROR_KEYS[result.error] ? (
        <p role="alert" className="mt-3 text-sm font-medium text-destructive">
          {t(ERROR_KEYS[result.error]!)}
        </p>
      ) : null}

      {writing ? null : (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => void onCopy()}
            disabled={!content}
            aria-label={t("repurpose.copyLabel", { format: name })}
          >
            {copied ? <Check aria-hidden /> : <Copy aria-hidden />} {t("repurpose.copy")}
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={onRegenerate}
            disabled={busy}
            aria-label={t("repurpose.regenerateLabel", { format: name })}
          >
            <RefreshCw aria-hidden /> {t("repurpose.regenerate")}
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => void onSave()}
            disabled={!content || save.state === "saving" || saved}
            aria-label={t("repurpose.saveLabel", { format: name })}
          >
            {save.state === "saving" ? (
              <Loader2 className="animate-spin" aria-hidden />
            ) : (
              <Archive aria-hidden />
            )}{" "}
            {t("repurpose.save")}
          </Button>
          <p aria-live="polite" className="text-sm">
            {saved ? (
              <span className="inline-flex items-center gap-2" data-testid="repurpose-saved">
                <Check className="size-4 text-emerald-700 dark:text-emerald-400" aria-hidden />{" "}
                {t("repurpose.saved")} ·{" "}
                <Link to="/prompt-locker" className="font-semibold underline underline-offset-2">
                  {t("repurpose.openLocker")}
                </Link>
              </span>
            ) : null}
            {trimmed ? (
              <span className="mt-1 block text-muted-foreground" data-testid="repurpose-trimmed">
                {t(`repurpose.savedTrimmed.${trimmed.unit}`, {
                  max: number.format(LOCKER_LIMITS.content),
                  kept: number.format(trimmed.kept),
                  total: number.format(trimmed.total),
                })}
              </span>
            ) : null}
          </p>
          {save.state === "failed" ? (
            <RetryAlert
              className="w-full"
              message={t("repurpose.saveFailed")}
              retryLabel={t("repurpose.retry")}
              onRetry={() => void onSave()}
              data-testid="repurpose-save-failed"
            />
          ) : null}
        </div>
      )}
    </article>
  );
}
