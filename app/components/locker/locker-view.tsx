import {
  Archive,
  Download,
  FileJson,
  FileText,
  FolderKanban,
  Loader2,
  Plus,
  Search,
  Upload,
} from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigation, useRevalidator, useSearchParams } from "react-router";
import { ActionFailureAlert, type ActionFailure } from "~/app/components/layout/action-failure";
import { Button } from "~/app/components/ui/button";
import { DeferredDropdown } from "~/app/components/ui/deferred-menu";
import { Input } from "~/app/components/ui/input";
import { Label } from "~/app/components/ui/label";
import { toast } from "~/app/components/ui/toast";
import { useLocale, useT } from "~/app/i18n/use-locale";
import { LOCKER_PAGE_SIZE } from "~/core/forms/locker";
import { ProjectFilter } from "~/app/components/projects/project-select";
import type { ProjectColor } from "~/core/forms/projects";
import type { LockerCardPrompt, LockerPrompt } from "~/server/locker/locker.server";
import { lockerExport, lockerRequest, refusalMessage, saveFile, type LockerAnswer } from "./api";
import { EXPORT_FORMATS, type ExportFormat } from "~/core/prompt-transfer-formats";
import { deferred, preload, useDeferredParts } from "./deferred";
import { LockerCard } from "./locker-card";
import type { EditedPrompt } from "./prompt-dialog";
import { importAgain } from "~/app/loading/import-again";

// What only an interaction needs loads when the member points at, focuses or uses what opens it.
const promptDialog = deferred(() => importAgain(() => import("./prompt-dialog")));
const fillDialog = deferred(() => importAgain(() => import("./fill-dialog")));
const deleteDialog = deferred(() => importAgain(() => import("./delete-dialog")));
const importDialog = deferred(() => importAgain(() => import("~/app/components/transfer/import-dialog")));

const SEARCH_DEBOUNCE_MS = 250;

/**
 * The locker page below its title: search, project filter, the cards, and the dialogs that change
 * them. Read-only (a member who left Legend): search, filter, copy and export, nothing that changes it.
 */
export function LockerView({
  readOnly,
  q,
  project,
  prompts,
  more,
  shown,
  projects,
  totals,
  editing,
}: {
  readOnly: boolean;
  q: string;
  project: string | null;
  prompts: LockerCardPrompt[];
  more: boolean;
  shown: number;
  projects: { id: string; name: string; color: ProjectColor; prompts: number }[];
  totals: { all: number; none: number };
  editing: LockerPrompt | null;
}) {
  const t = useT();
  const locale = useLocale();
  const [, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const [query, setQuery] = useState(q);
  const [dialog, setDialog] = useState<{ prompt: EditedPrompt | null } | null>(
    editing ? { prompt: editing } : null,
  );
  const [deleting, setDeleting] = useState<LockerCardPrompt | null>(null);
  const [filling, setFilling] = useState<{ id: string; title: string; content: string } | null>(null);
  const [importing, setImporting] = useState(false);
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(debounce.current), []);

  const loading = navigation.state === "loading" && navigation.location.pathname === "/prompt-locker";
  const projectOf = new Map(projects.map((entry) => [entry.id, entry]));

  function update(changes: Record<string, string | null>) {
    setSearchParams(
      (params) => {
        for (const [key, value] of Object.entries(changes)) {
          if (value) params.set(key, value);
          else params.delete(key);
        }
        params.delete("edit");
        if (!("show" in changes)) params.delete("show");
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  function search(value: string) {
    setQuery(value);
    clearTimeout(debounce.current);
    debounce.current = setTimeout(() => update({ q: value.trim() || null }), SEARCH_DEBOUNCE_MS);
  }

  function closeDialog() {
    setDialog(null);
    // An address that opened a prompt (?edit=) would open it again on the next visit.
    if (editing) {
      setSearchParams(
        (params) => {
          params.delete("edit");
          return params;
        },
        { replace: true, preventScrollReset: true },
      );
    }
  }

  function refresh() {
    void revalidator.revalidate();
  }

  // The last change that got no answer (or failed on the server), said above the list, with Retry.
  const [failed, setFailed] = useState<{ failure: ActionFailure; what?: string; retry: () => void } | null>(
    null,
  );
  const [busy, setBusy] = useState(false);
  const withPart = useDeferredParts();

  /** A part that could not be loaded (offline) is said above the list, and Retry loads it again. */
  const unavailable = (retry: () => void) => (failure: ActionFailure) =>
    setFailed({
      failure,
      retry: () => {
        setFailed(null);
        retry();
      },
    });

  function openDialog(prompt: EditedPrompt | null) {
    withPart(
      promptDialog,
      () => setDialog({ prompt }),
      unavailable(() => openDialog(prompt)),
    );
  }

  function openFill(prompt: { id: string; title: string; content: string }) {
    withPart(
      fillDialog,
      () => setFilling(prompt),
      unavailable(() => openFill(prompt)),
    );
  }

  function askDelete(prompt: LockerCardPrompt) {
    withPart(
      deleteDialog,
      () => setDeleting(prompt),
      unavailable(() => askDelete(prompt)),
    );
  }

  function openImport() {
    withPart(importDialog, () => setImporting(true), unavailable(openImport));
  }

  // An address that opens a prompt (?edit=) draws its dialog once the dialog's code is here.
  useEffect(() => {
    if (editing)
      withPart(
        promptDialog,
        () => undefined,
        unavailable(() => openDialog(editing)),
      );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the address's prompt, once per prompt
  }, [editing]);

  /** Pointing at or focusing a card: what its buttons open starts loading. */
  const cardIntent = readOnly
    ? () => preload(fillDialog)
    : () => preload(promptDialog, fillDialog, deleteDialog);

  /** Runs a change; one that can be tried again is kept for Retry, a refusal is said in a toast. */
  async function change<T>(
    what: string,
    request: () => Promise<LockerAnswer<T>>,
    done: (data: T) => void,
    retry: () => void,
    refusedTitle?: string,
  ) {
    setBusy(true);
    const answer = await request();
    setBusy(false);
    if (answer.ok) {
      setFailed(null);
      done(answer.data);
      return;
    }
    if (answer.failure) {
      setFailed({ failure: answer.failure, what, retry });
      return;
    }
    setFailed(null);
    const reason = refusalMessage(t, locale, answer);
    if (!refusedTitle) return toast.error(reason);
    // A refused file: the server's words name the row and the field at fault.
    toast.error(refusedTitle, { description: answer.status === 400 && !answer.code ? answer.error : reason });
  }

  function duplicate(prompt: LockerCardPrompt) {
    void change(
      t("locker.failed.duplicate", { title: prompt.title }),
      () => lockerRequest(`/prompts/${prompt.id}/duplicate`, { method: "POST" }),
      () => {
        toast.success(t("locker.duplicated"));
        refresh();
      },
      () => duplicate(prompt),
    );
  }

  function remove(prompt: LockerCardPrompt) {
    void change(
      t("locker.failed.delete", { title: prompt.title }),
      () => lockerRequest(`/prompts/${prompt.id}`, { method: "DELETE" }),
      () => {
        toast.success(t("locker.deleted"));
        refresh();
      },
      () => remove(prompt),
    );
  }

  function exportAs(format: ExportFormat) {
    void change(
      t("locker.failed.export"),
      () => lockerExport(format),
      ({ file, name }) => saveFile(file, name),
      () => exportAs(format),
    );
  }

  const PromptDialog = promptDialog.current()?.PromptDialog;
  const FillDialog = fillDialog.current()?.LockerFillDialog;
  const DeleteDialog = deleteDialog.current()?.LockerDeleteDialog;
  const ImportDialog = importDialog.current()?.ImportDialog;

  const filtered = Boolean(q) || project !== null;
  const total =
    project === null ? totals.all : project === "none" ? totals.none : (projectOf.get(project)?.prompts ?? 0);

  return (
    <div>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
        <div className="min-w-0 flex-1">
          <Label htmlFor="locker-search">{t("locker.search.label")}</Label>
          <div className="relative mt-1.5">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden
            />
            <Input
              id="locker-search"
              type="search"
              className="pl-9"
              value={query}
              maxLength={200}
              placeholder={t("locker.search.placeholder")}
              onChange={(event) => search(event.target.value)}
            />
          </div>
        </div>
        <ProjectFilter
          id="locker-project"
          className="lg:w-64"
          projects={projects}
          value={project}
          onChange={(value) => update({ project: value })}
          label={t("locker.filter.label")}
          allLabel={t("locker.filter.all", { count: totals.all })}
          counts={{
            all: totals.all,
            none: totals.none,
            byProject: new Map(projects.map((entry) => [entry.id, entry.prompts])),
          }}
        />
        <div className="flex flex-wrap gap-2">
          {readOnly ? null : (
            <>
              <Button
                onClick={() => openDialog(null)}
                onPointerEnter={() => preload(promptDialog)}
                onFocus={() => preload(promptDialog)}
                data-testid="locker-new"
              >
                <Plus aria-hidden /> {t("locker.new")}
              </Button>
              <Button variant="outline" asChild>
                <Link to="/projects">
                  <FolderKanban aria-hidden /> {t("projects.manage")}
                </Link>
              </Button>
            </>
          )}
          <DeferredDropdown
            trigger={
              <Button variant="outline" disabled={totals.all === 0}>
                <Download aria-hidden /> {t("locker.export")}
              </Button>
            }
            items={(DropdownMenuItem) => (
              <>
                {EXPORT_FORMATS.map((format) => (
                  <DropdownMenuItem
                    key={format}
                    onSelect={() => exportAs(format)}
                    data-testid={`locker-export-${format}`}
                  >
                    {format === "md" ? <FileText aria-hidden /> : <FileJson aria-hidden />}{" "}
                    {t(`transfer.export.${format}`)}
                  </DropdownMenuItem>
                ))}
              </>
            )}
          />
          {readOnly ? null : (
            <>
              <Button
                variant="outline"
                onClick={openImport}
                onPointerEnter={() => preload(importDialog)}
                onFocus={() => preload(importDialog)}
                data-testid="locker-import"
              >
                <Upload aria-hidden /> {t("locker.import")}
              </Button>
              {ImportDialog ? (
                <ImportDialog
                  open={importing}
                  onOpenChange={setImporting}
                  endpoint="/api/v1/locker"
                  onImported={(result) => {
                    toast.success(t("locker.import.done", { added: result.added }), {
                      description: t("locker.import.report", {
                        skipped: result.skipped,
                        projects: result.projectsCreated ?? 0,
                      }),
                    });
                    refresh();
                  }}
                />
              ) : null}
            </>
          )}
        </div>
      </div>
      {failed ? (
        <ActionFailureAlert
          className="mt-4"
          failure={failed.failure}
          what={failed.what}
          onRetry={failed.retry}
          busy={busy}
        />
      ) : null}

      <div className="mt-6" aria-busy={loading} aria-live="polite">
        {loading ? (
          <p className="mb-3 flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <Loader2 className="size-4 animate-spin" aria-hidden /> {t("locker.loading")}
          </p>
        ) : null}
        {prompts.length === 0 ? (
          filtered && totals.all > 0 ? (
            <div
              className="rounded-xl border border-dashed border-border p-8 text-center"
              data-testid="locker-no-match"
            >
              <Search className="mx-auto size-10 text-muted-foreground" aria-hidden />
              <h2 className="mt-3 text-lg font-semibold">{t("locker.noMatch.title")}</h2>
              <p className="mt-1 text-sm text-muted-foreground">{t("locker.noMatch.body")}</p>
              <Button
                variant="outline"
                className="mt-4"
                onClick={() => {
                  setQuery("");
                  update({ q: null, project: null });
                }}
              >
                {t("locker.noMatch.clear")}
              </Button>
            </div>
          ) : (
            <div
              className="rounded-xl border border-dashed border-border p-8 text-center"
              data-testid="locker-empty"
            >
              <Archive className="mx-auto size-10 text-primary" aria-hidden />
              <h2 className="mt-3 text-lg font-semibold">{t("locker.empty.title")}</h2>
              <p className="mx-auto mt-1 max-w-md text-sm text-muted-foreground">{t("locker.empty.body")}</p>
              <div className="mt-4 flex flex-wrap justify-center gap-2">
                {readOnly ? null : (
                  <Button
                    onClick={() => openDialog(null)}
                    onPointerEnter={() => preload(promptDialog)}
                    onFocus={() => preload(promptDialog)}
                  >
                    <Plus aria-hidden /> {t("locker.new")}
                  </Button>
                )}
                <Button variant="outline" asChild>
                  <Link to="/categories">{t("locker.empty.browse")}</Link>
                </Button>
              </div>
            </div>
          )
        ) : (
          <>
            {q ? null : (
              <p className="mb-3 text-sm text-muted-foreground">
                {t("locker.count", { shown: prompts.length, total })}
              </p>
            )}
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {prompts.map((prompt) => (
                <li key={prompt.id} className="flex">
                  <LockerCard
                    prompt={prompt}
                    project={prompt.projectId ? (projectOf.get(prompt.projectId) ?? null) : null}
                    onFill={fillerOf(prompt, openFill)}
                    onIntent={cardIntent}
                    changes={
                      readOnly
                        ? undefined
                        : {
                            onEdit: () => (prompt.locked ? undefined : openDialog(prompt)),
                            onDuplicate: () => duplicate(prompt),
                            onDelete: () => askDelete(prompt),
                          }
                    }
                  />
                </li>
              ))}
            </ul>
            {more ? (
              <div className="mt-6 text-center">
                <Button variant="outline" onClick={() => update({ show: String(shown + LOCKER_PAGE_SIZE) })}>
                  {t("locker.more")}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </div>

      {dialog && PromptDialog ? (
        <PromptDialog
          key={dialog.prompt?.id ?? "new"}
          open
          prompt={dialog.prompt}
          initialProject={project && project !== "none" ? project : null}
          categories={projects}
          onClose={closeDialog}
          onSaved={() => {
            closeDialog();
            refresh();
          }}
        />
      ) : null}

      {FillDialog ? <FillDialog prompt={filling} onClose={() => setFilling(null)} /> : null}
      {DeleteDialog ? (
        <DeleteDialog
          prompt={deleting}
          onClose={() => setDeleting(null)}
          onConfirm={() => deleting && remove(deleting)}
        />
      ) : null}
    </div>
  );
}

/** What opens a saved prompt's fill-in form: nothing when its text is locked. */
function fillerOf(
  prompt: LockerCardPrompt,
  open: (prompt: { id: string; title: string; content: string }) => void,
): (() => void) | undefined {
  const { id, title, content } = prompt;
  return content === null || !prompt.fillable ? undefined : () => open({ id, title, content });
}
