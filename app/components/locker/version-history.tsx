import { History, Loader2, RotateCcw } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "~/app/components/ui/button";
import { useLocale, useT } from "~/app/i18n/use-locale";
import type { MessageKey } from "~/app/i18n/i18n";
import type { LockerVersion } from "~/server/locker/locker.server";
import type { ProjectLabel } from "~/server/projects/projects.server";
import { lockerRequest } from "./api";

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

function formatDateTime(iso: string, locale: string) {
  return new Intl.DateTimeFormat(locale === "pt" ? "pt-BR" : "en-US", {
    dateStyle: "medium",
    timeStyle: "short",
  }).format(new Date(iso));
}

/**
 * The versions a saved prompt had before its last saves (the last 20), newest first, each with the
 * fields in which it differs from the form; "Restore" puts one back in the form, to be saved.
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
  const [versions, setVersions] = useState<LockerVersion[] | "loading" | "failed">("loading");
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    void lockerRequest<{ items: LockerVersion[] }>(`/prompts/${promptId}/versions`).then((answer) => {
      if (live) setVersions(answer.ok ? answer.data.items : "failed");
    });
    return () => {
      live = false;
    };
  }, [promptId, attempt]);

  const known = new Set(projects.map((project) => project.id));
  return (
    <section
      aria-labelledby={`history-${promptId}`}
      className="rounded-lg border border-border p-3"
      data-testid="locker-history"
    >
      <h3 id={`history-${promptId}`} className="flex items-center gap-2 text-sm font-semibold">
        <History className="size-4 text-primary" aria-hidden /> {t("locker.history.title")}
      </h3>
      {versions === "loading" ? (
        <p className="mt-2 flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <Loader2 className="size-4 animate-spin" aria-hidden /> {t("locker.history.loading")}
        </p>
      ) : versions === "failed" ? (
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm" role="alert">
          <p className="text-destructive">{t("locker.history.failed")}</p>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => {
              setVersions("loading");
              setAttempt((count) => count + 1);
            }}
          >
            <RotateCcw aria-hidden /> {t("actionFailure.retry")}
          </Button>
        </div>
      ) : versions.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">{t("locker.history.empty")}</p>
      ) : (
        <ol className="mt-2 max-h-56 space-y-2 overflow-y-auto pr-1">
          {versions.map((version) => {
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
                className="flex items-start justify-between gap-3 rounded-md bg-muted/50 p-2 text-sm"
              >
                <div className="min-w-0">
                  <p className="font-medium">{t("locker.history.savedAt", { date })}</p>
                  <p className="truncate text-muted-foreground">{version.title}</p>
                  {version.note ? <p className="text-xs break-words">{version.note}</p> : null}
                  <p className="text-xs text-muted-foreground">
                    {changed.length
                      ? t("locker.history.changed", { fields: changed.join(", ") })
                      : t("locker.history.same")}
                  </p>
                </div>
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
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
