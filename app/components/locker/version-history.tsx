import { GitCompare, History, Loader2, RotateCcw } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { selectClass } from "~/app/components/admin/select";
import { ActionFailureAlert, type ActionFailure } from "~/app/components/layout/action-failure";
import { Button } from "~/app/components/ui/button";
import { Label } from "~/app/components/ui/label";
import { FieldDiff } from "~/app/components/versions/version-diff";
import { useLocale, useT } from "~/app/i18n/use-locale";
import type { MessageKey } from "~/app/i18n/i18n";
import type { LockerVersion } from "~/server/locker/locker.server";
import type { ProjectLabel } from "~/server/projects/projects.server";
import type { VersionDiff } from "~/server/versions/versions.server";
import { lockerRequest, refusalMessage } from "./api";
import { dateFormat } from "~/core/intl";
import type { Locale } from "~/core/locale";

/** What the edit form holds: a saved prompt's own fields. */
export interface LockerFields {
  title: string;
  content: string;
  description: string;
  tags: string[];
  projectId: string | null;
}

const FIELD_LABELS: [keyof LockerFields, MessageKey][] = [
  ["title", "locker.history.field.title"],
  ["content", "locker.history.field.content"],
  ["description", "locker.history.field.description"],
  ["tags", "locker.history.field.tags"],
  ["projectId", "locker.history.field.project"],
];

/** The headings of a diff's fields, as the form names them. */
const DIFF_LABELS: Record<string, MessageKey> = {
  title: "locker.field.title",
  description: "locker.field.description",
  content: "locker.field.content",
  tags: "locker.field.tags",
  project: "locker.field.project",
};

function formatDateTime(iso: string, locale: Locale) {
  return dateFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
}

type Comparison =
  | { state: "idle" }
  | { state: "loading" }
  | { state: "failed"; failure: ActionFailure | null; message: string }
  | { state: "done"; diff: VersionDiff };

/**
 * A saved prompt's history: the versions before its last save (the last 20), newest first, each with
 * the fields in which it differs from the form, "Compare" with the present version and "Restore"
 * (back into the form, to be saved); and any two versions compared word by word, as the server
 * diffs them.
 */
export function VersionHistory({
  promptId,
  current,
  projects,
  onRestore,
}: {
  promptId: string;
  current: LockerFields;
  projects: Pick<ProjectLabel, "id" | "name">[];
  onRestore: (version: { fields: LockerFields; date: string }) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const [history, setHistory] = useState<
    { current: LockerVersion | null; items: LockerVersion[] } | "loading" | "failed"
  >("loading");
  const [attempt, setAttempt] = useState(0);
  const [ends, setEnds] = useState<{ from: number | null; to: number | null }>({ from: null, to: null });
  const [comparison, setComparison] = useState<Comparison>({ state: "idle" });
  const result = useRef<HTMLDivElement>(null);
  const asked = useRef(0);

  useEffect(() => {
    let live = true;
    void lockerRequest<{ current: LockerVersion | null; items: LockerVersion[] }>(
      `/prompts/${promptId}/versions`,
    ).then((answer) => {
      if (!live) return;
      if (!answer.ok) return setHistory("failed");
      setHistory(answer.data);
      setEnds({ from: answer.data.items[0]?.id ?? null, to: answer.data.current?.id ?? null });
    });
    return () => {
      live = false;
    };
  }, [promptId, attempt]);

  async function compare(from: number | null, to: number | null, focus = false) {
    setEnds({ from, to });
    if (from === null || to === null) return;
    const ask = ++asked.current;
    setComparison({ state: "loading" });
    const answer = await lockerRequest<VersionDiff>(
      `/prompts/${promptId}/versions/diff?from=${from}&to=${to}`,
    );
    // A later comparison was asked for meanwhile: its answer is the one to show.
    if (ask !== asked.current) return;
    setComparison(
      answer.ok
        ? { state: "done", diff: answer.data }
        : { state: "failed", failure: answer.failure, message: refusalMessage(t, locale, answer) },
    );
    if (focus) requestAnimationFrame(() => result.current?.focus());
  }

  const known = new Set(projects.map((project) => project.id));
  const all = history === "loading" || history === "failed" ? [] : [history.current, ...history.items];
  const versions = all.filter((version): version is LockerVersion => version !== null);
  const option = (version: LockerVersion) =>
    t(
      history !== "loading" && history !== "failed" && version.id === history.current?.id
        ? "locker.history.currentOption"
        : "locker.history.versionOption",
      { number: version.number, date: formatDateTime(version.savedAt, locale) },
    );
  const diffLabel = (field: string) => (DIFF_LABELS[field] ? t(DIFF_LABELS[field]) : field);

  return (
    <section
      aria-labelledby={`history-${promptId}`}
      className="grid gap-3 rounded-lg border border-border p-3"
      data-testid="locker-history"
    >
      <h3 id={`history-${promptId}`} className="flex items-center gap-2 text-sm font-semibold">
        <History className="size-4 text-primary" aria-hidden /> {t("locker.history.title")}
      </h3>
      {history === "loading" ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <Loader2 className="size-4 animate-spin" aria-hidden /> {t("locker.history.loading")}
        </p>
      ) : history === "failed" ? (
        <div className="flex flex-wrap items-center gap-2 text-sm" role="alert">
          <p className="text-destructive">{t("locker.history.failed")}</p>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => {
              setHistory("loading");
              setAttempt((count) => count + 1);
            }}
          >
            <RotateCcw aria-hidden /> {t("actionFailure.retry")}
          </Button>
        </div>
      ) : history.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("locker.history.empty")}</p>
      ) : (
        <ol className="max-h-56 space-y-2 overflow-y-auto pr-1" data-testid="locker-versions">
          {history.items.map((version) => {
            const fields: LockerFields = {
              title: version.title,
              content: version.content,
              description: version.description ?? "",
              tags: version.tags,
              // A project deleted since then: the version comes back without one.
              projectId: version.projectId && known.has(version.projectId) ? version.projectId : null,
            };
            const changed = FIELD_LABELS.filter(
              ([key]) => JSON.stringify(fields[key]) !== JSON.stringify(current[key]),
            ).map(([, label]) => t(label));
            const date = formatDateTime(version.savedAt, locale);
            return (
              <li
                key={version.id}
                className="flex flex-wrap items-start justify-between gap-2 rounded-md bg-muted/50 p-2 text-sm"
                data-testid="locker-version"
              >
                <div className="min-w-0 flex-1 basis-48">
                  <p className="font-medium">
                    {t("locker.history.version", { number: version.number })} ·{" "}
                    {t("locker.history.savedAt", { date })}
                  </p>
                  <p className="truncate text-muted-foreground">{version.title}</p>
                  {version.note ? <p className="text-xs break-words">{version.note}</p> : null}
                  <p className="text-xs text-muted-foreground">
                    {changed.length
                      ? t("locker.history.changed", { fields: changed.join(", ") })
                      : t("locker.history.same")}
                  </p>
                </div>
                <div className="flex shrink-0 gap-2">
                  {history.current ? (
                    <Button
                      type="button"
                      size="sm"
                      variant="ghost"
                      aria-label={t("locker.history.compareLabel", { date })}
                      onClick={() => void compare(version.id, history.current!.id, true)}
                    >
                      <GitCompare aria-hidden /> {t("locker.history.compare")}
                    </Button>
                  ) : null}
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    disabled={changed.length === 0}
                    aria-label={t("locker.history.restoreLabel", { date })}
                    onClick={() => onRestore({ fields, date })}
                  >
                    <RotateCcw aria-hidden /> {t("locker.history.restore")}
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}

      {versions.length > 1 ? (
        <section aria-labelledby={`${id}-compare`} className="grid gap-3 border-t border-border pt-3">
          <h4 id={`${id}-compare`} className="flex items-center gap-2 text-sm font-semibold">
            <GitCompare className="size-4 text-primary" aria-hidden /> {t("locker.history.compareTitle")}
          </h4>
          <div className="flex flex-wrap items-end gap-3">
            {(["from", "to"] as const).map((end) => (
              <div key={end} className="grid min-w-0 flex-1 basis-56 gap-1">
                <Label htmlFor={`${id}-${end}`}>{t(`locker.history.${end}`)}</Label>
                <select
                  id={`${id}-${end}`}
                  className={selectClass}
                  value={ends[end] ?? ""}
                  onChange={(event) => setEnds({ ...ends, [end]: Number(event.target.value) })}
                  data-testid={`locker-compare-${end}`}
                >
                  {versions.map((version) => (
                    <option key={version.id} value={version.id}>
                      {option(version)}
                    </option>
                  ))}
                </select>
              </div>
            ))}
            <Button
              type="button"
              variant="outline"
              disabled={comparison.state === "loading"}
              onClick={() => void compare(ends.from, ends.to)}
              data-testid="locker-compare"
            >
              {comparison.state === "loading" ? (
                <Loader2 className="animate-spin" aria-hidden />
              ) : (
                <GitCompare aria-hidden />
              )}
              {comparison.state === "loading" ? t("locker.history.comparing") : t("locker.history.compare")}
            </Button>
          </div>
          <div
            ref={result}
            tabIndex={-1}
            aria-live="polite"
            aria-busy={comparison.state === "loading"}
            className="grid gap-4 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
            data-testid="locker-diff"
          >
            {comparison.state === "failed" ? (
              comparison.failure ? (
                <ActionFailureAlert
                  failure={comparison.failure}
                  what={t("locker.history.compareFailed")}
                  onRetry={() => void compare(ends.from, ends.to)}
                />
              ) : (
                <p role="alert" className="text-sm text-destructive">
                  {t("locker.history.compareFailed")} {comparison.message}
                </p>
              )
            ) : comparison.state === "done" ? (
              <DiffResult diff={comparison.diff} label={diffLabel} />
            ) : null}
          </div>
        </section>
      ) : history !== "loading" && history !== "failed" && history.current ? (
        <p className="text-sm text-muted-foreground">{t("locker.history.onlyOne")}</p>
      ) : null}
    </section>
  );
}

/** The fields two versions differ in, word by word, and the ones they share. */
function DiffResult({ diff, label }: { diff: VersionDiff; label: (field: string) => string }) {
  const t = useT();
  if (diff.from.id === diff.to.id)
    return <p className="text-sm text-muted-foreground">{t("locker.history.sameVersion")}</p>;
  const changed = diff.fields.filter((field) => field.changed);
  const unchanged = diff.fields.filter((field) => !field.changed && field.parts.length > 0);
  return (
    <>
      {changed.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("locker.history.noChanges")}</p>
      ) : (
        changed.map((field) => (
          <FieldDiff
            key={field.field}
            label={label(field.field)}
            parts={field.parts}
            from={diff.from.number}
            to={diff.to.number}
            level={4}
          />
        ))
      )}
      {unchanged.length > 0 ? (
        <p className="text-sm text-muted-foreground">
          {t("locker.history.unchanged", { fields: unchanged.map((field) => label(field.field)).join(", ") })}
        </p>
      ) : null}
    </>
  );
}
