import { History, Loader2, RotateCcw } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Form, type useFetcher } from "react-router";
import { formatDateTime } from "~/app/components/admin/format";
import { selectClass } from "~/app/components/admin/select";
import { ActionFailureAlert, isActionFailure } from "~/app/components/layout/action-failure";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "~/app/components/ui/alert-dialog";
import { Badge } from "~/app/components/ui/badge";
import { Button } from "~/app/components/ui/button";
import { Input } from "~/app/components/ui/input";
import { Label } from "~/app/components/ui/label";
import type { MessageKey } from "~/app/i18n/i18n";
import { useLocale, useT } from "~/app/i18n/use-locale";
import { CHANGE_NOTE_MAX } from "~/core/forms/versions";
import { FieldDiff } from "~/app/components/versions/version-diff";
import type { VersionDiff, VersionSummary } from "~/server/versions/versions.server";
import type { RestoreResult } from "~/app/routes/prompt-history";

export type RestoreFetcher = ReturnType<typeof useFetcher<RestoreResult>>;

const FIELD_LABELS: Record<string, MessageKey> = {
  title: "memberPrompts.fields.title",
  tagline: "memberPrompts.fields.tagline",
  description: "memberPrompts.fields.description",
  promptText: "memberPrompts.fields.promptText",
  instructions: "memberPrompts.fields.instructions",
  credits: "memberPrompts.fields.credits",
  tags: "memberPrompts.fields.tags",
  steps: "memberPrompts.history.steps",
  categoryId: "memberPrompts.fields.category",
};

/** "en.promptText" → "Prompt (English)" when the prompt has both languages, else "Prompt". */
function useFieldLabel(fields: string[]) {
  const t = useT();
  const languages = new Set(
    fields.filter((field) => field.includes(".")).map((field) => field.split(".")[0]),
  );
  return (field: string) => {
    const [language, name] = field.includes(".") ? field.split(".") : [null, field];
    const label = FIELD_LABELS[name!] ? t(FIELD_LABELS[name!]!) : name!;
    return language && languages.size > 1 && (language === "en" || language === "pt")
      ? t("memberPrompts.history.inLanguage", { field: label, language: t(`language.${language}`) })
      : label;
  };
}

/**
 * A prompt's history: pick two versions to compare (a plain GET form, so the diff is the server's
 * and the page ships no diff code), the changed fields side by side (stacked on a phone), and every
 * version with Restore, after a confirmation, posted to the page's own action.
 */
export function VersionHistory({
  versions,
  from,
  to,
  diff,
  fetcher,
}: {
  versions: VersionSummary[];
  from: number | null;
  to: number | null;
  diff: VersionDiff | null;
  /** the page's restore fetcher: a restore changes the versions compared, which remounts this history */
  fetcher: RestoreFetcher;
}) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [pending, setPending] = useState<VersionSummary | null>(null);
  const [chosen, setChosen] = useState<VersionSummary | null>(null);
  const [note, setNote] = useState("");
  const label = useFieldLabel(diff?.fields.map((field) => field.field) ?? []);
  const busy = fetcher.state !== "idle";
  const answer = fetcher.data && !isActionFailure(fetcher.data) ? fetcher.data : null;

  if (versions.length === 0)
    return (
      <div
        className="mt-8 flex flex-col items-center gap-2 rounded-xl border border-dashed border-border p-10 text-center text-muted-foreground"
        data-testid="history-empty"
      >
        <History aria-hidden className="size-8" />
        <p>{t("memberPrompts.history.empty")}</p>
      </div>
    );

  const option = (version: VersionSummary) =>
    t("memberPrompts.history.versionOption", {
      number: version.number,
      date: formatDateTime(version.createdAt, locale),
    });
  const changed = diff?.fields.filter((field) => field.changed) ?? [];
  const unchanged = diff?.fields.filter((field) => !field.changed && field.parts.length > 0) ?? [];

  return (
    <div className="mt-8 grid gap-10">
      {versions.length > 1 ? (
        <section aria-labelledby={`${id}-compare`}>
          <h2 id={`${id}-compare`} className="text-xl font-bold">
            {t("memberPrompts.history.compareTitle")}
          </h2>
          <Form method="get" className="mt-3 flex flex-wrap items-end gap-3" data-testid="compare-form">
            {(["from", "to"] as const).map((end) => (
              <div key={end} className="grid min-w-48 flex-1 gap-1">
                <Label htmlFor={`${id}-${end}`}>{t(`memberPrompts.history.${end}`)}</Label>
                <select
                  id={`${id}-${end}`}
                  name={end}
                  defaultValue={(end === "from" ? from : to) ?? undefined}
                  className={selectClass}
                >
                  {versions.map((version) => (
                    <option key={version.id} value={version.id}>
                      {option(version)}
                    </option>
                  ))}
                </select>
              </div>
            ))}
            <Button type="submit" variant="outline" data-testid="compare-submit">
              {t("memberPrompts.history.compare")}
            </Button>
          </Form>

          <div className="mt-6 grid gap-6" data-testid="version-diff">
            {!diff ? (
              <p className="text-muted-foreground">{t("memberPrompts.history.sameVersion")}</p>
            ) : changed.length === 0 ? (
              <p className="text-muted-foreground">{t("memberPrompts.history.noChanges")}</p>
            ) : (
              changed.map((field) => (
                <FieldDiff
                  key={field.field}
                  label={label(field.field)}
                  parts={field.parts}
                  from={diff.from.number}
                  to={diff.to.number}
                />
              ))
            )}
            {diff && unchanged.length > 0 ? (
              <p className="text-sm text-muted-foreground">
                {t("memberPrompts.history.unchanged", {
                  fields: unchanged.map((field) => label(field.field)).join(", "),
                })}
              </p>
            ) : null}
          </div>
        </section>
      ) : null}

      <section aria-labelledby={`${id}-list`}>
        <h2 id={`${id}-list`} className="text-xl font-bold">
          {t("memberPrompts.history.listTitle")}
        </h2>
        {answer?.ok ? (
          <p role="status" className="mt-3 text-sm font-medium text-primary" data-testid="restore-done">
            {t("memberPrompts.history.restored", { number: answer.number, newNumber: answer.newNumber })}
          </p>
        ) : answer && !answer.ok ? (
          <p role="alert" className="mt-3 text-sm text-destructive">
            {t("memberPrompts.history.restoreFailed")}
          </p>
        ) : null}
        <ActionFailureAlert
          failure={fetcher.data}
          busy={busy}
          onRetry={() => form.current?.requestSubmit()}
          what={t("memberPrompts.history.restoreFailed")}
          className="mt-3"
        />
        <ol className="mt-3 divide-y divide-border rounded-xl border border-border">
          {versions.map((version, index) => (
            <li
              key={version.id}
              className="flex flex-wrap items-center justify-between gap-3 p-3 sm:p-4"
              data-testid="version-row"
            >
              <div className="min-w-0">
                <p className="font-medium">
                  {t("memberPrompts.history.version", { number: version.number })}{" "}
                  {index === 0 ? (
                    <Badge variant="secondary">{t("memberPrompts.history.current")}</Badge>
                  ) : null}
                </p>
                <p className="text-sm text-muted-foreground">
                  {version.authorName
                    ? t("memberPrompts.history.savedBy", {
                        name: version.authorName,
                        date: formatDateTime(version.createdAt, locale),
                      })
                    : t("memberPrompts.history.savedOn", { date: formatDateTime(version.createdAt, locale) })}
                </p>
                {version.note ? <p className="mt-1 text-sm break-words">{version.note}</p> : null}
              </div>
              {index > 0 ? (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={busy}
                  aria-label={t("memberPrompts.history.restoreLabel", { number: version.number })}
                  onClick={() => {
                    setNote("");
                    setPending(version);
                  }}
                  data-testid="restore-version"
                >
                  {busy && chosen?.id === version.id ? (
                    <Loader2 aria-hidden className="animate-spin" />
                  ) : (
                    <RotateCcw aria-hidden />
                  )}
                  {busy && chosen?.id === version.id
                    ? t("memberPrompts.history.restoring")
                    : t("memberPrompts.history.restore")}
                </Button>
              ) : null}
            </li>
          ))}
        </ol>
      </section>

      {/* Outside the dialog, so Retry still finds it once the dialog has closed. */}
      <fetcher.Form ref={form} method="post" hidden>
        <input type="hidden" name="intent" value="restore" />
        <input type="hidden" name="versionId" value={chosen?.id ?? ""} />
        <input type="hidden" name="changeNote" value={note} />
      </fetcher.Form>
      <AlertDialog open={pending !== null} onOpenChange={(open) => (open ? null : setPending(null))}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>
              {t("memberPrompts.history.restoreTitle", { number: pending?.number ?? 0 })}
            </AlertDialogTitle>
            <AlertDialogDescription>{t("memberPrompts.history.restoreBody")}</AlertDialogDescription>
          </AlertDialogHeader>
          <div className="grid gap-1">
            <Label htmlFor={`${id}-note`}>{t("memberPrompts.fields.changeNote")}</Label>
            <Input
              id={`${id}-note`}
              value={note}
              maxLength={CHANGE_NOTE_MAX}
              onChange={(event) => setNote(event.target.value)}
              autoComplete="off"
              data-testid="restore-note"
            />
          </div>
          <AlertDialogFooter>
            <AlertDialogCancel>{t("memberPrompts.history.cancel")}</AlertDialogCancel>
            <AlertDialogAction
              data-testid="confirm-restore"
              onClick={() => {
                setChosen(pending);
                // The hidden inputs take the chosen version on the next render; submit after it.
                requestAnimationFrame(() => form.current?.requestSubmit());
              }}
            >
              {t("memberPrompts.history.restoreConfirm")}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
