import { useT } from "~/app/i18n/use-locale";
import type { DiffPart } from "~/server/versions/versions.server";

/**
 * One side of a word-level diff (server/versions `diffTexts`): the unchanged words and this side's
 * own changes, marked. Its messages are `versions.*` (core/messages/versions.*.ts): a page that shows
 * a diff provides them.
 */
export function DiffSide({ parts, side }: { parts: DiffPart[]; side: "from" | "to" }) {
  const t = useT();
  return (
    <p
      className="min-h-10 rounded-lg border border-border bg-muted/40 p-3 font-mono text-sm leading-relaxed break-words whitespace-pre-wrap"
      data-slot="diff-side"
    >
      {parts.map((part, index) =>
        part.added ? (
          side === "to" ? (
            <ins
              key={index}
              className="rounded bg-emerald-200 text-emerald-950 no-underline dark:bg-emerald-500/30 dark:text-emerald-50"
              title={t("versions.diff.added")}
            >
              {part.value}
            </ins>
          ) : null
        ) : part.removed ? (
          side === "from" ? (
            <del
              key={index}
              className="rounded bg-rose-200 text-rose-950 dark:bg-rose-500/30 dark:text-rose-50"
              title={t("versions.diff.removed")}
            >
              {part.value}
            </del>
          ) : null
        ) : (
          <span key={index}>{part.value}</span>
        ),
      )}
    </p>
  );
}

/**
 * A changed field of two versions: its name, then the older and the newer text side by side on a
 * wide screen, one above the other on a phone.
 */
export function FieldDiff({
  label,
  parts,
  from,
  to,
  level = 3,
}: {
  label: string;
  parts: DiffPart[];
  /** the two versions' numbers */
  from: number;
  to: number;
  /** the heading level the field's name takes where the diff sits */
  level?: 3 | 4;
}) {
  const t = useT();
  const Heading = level === 3 ? "h3" : "h4";
  return (
    <section aria-label={label} data-testid="diff-field">
      <Heading className="font-semibold">{label}</Heading>
      <div className="mt-2 grid gap-3 md:grid-cols-2">
        {(
          [
            ["from", from],
            ["to", to],
          ] as const
        ).map(([side, number]) => (
          <div key={side} className="min-w-0">
            <p className="mb-1 text-xs font-medium text-muted-foreground">
              {t("versions.diff.version", { number })}
            </p>
            <DiffSide parts={parts} side={side} />
          </div>
        ))}
      </div>
    </section>
  );
}
