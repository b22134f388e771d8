import { Check, Loader2, Pencil, Plus, Trash2, X } from "lucide-react";
import { useRef, useState } from "react";
import { ActionFailureAlert, type ActionFailure } from "~/app/components/layout/action-failure";
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
import { Button } from "~/app/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/app/components/ui/dialog";
import { Input } from "~/app/components/ui/input";
import { Label } from "~/app/components/ui/label";
import { toast } from "~/app/components/ui/toast";
import { useLocale, useT } from "~/app/i18n/use-locale";
import { LOCKER_LIMITS } from "~/core/forms/locker";
import type { LockerCategory } from "~/server/locker/locker.server";
import { lockerRequest, refusalMessage } from "./api";

/** The member's projects: create, rename and delete (a deleted project's prompts stay, without one). */
export function ProjectsDialog({
  open,
  onOpenChange,
  projects,
  onChanged,
  onDeleted,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  projects: LockerCategory[];
  onChanged: () => void;
  onDeleted: (id: string) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [renaming, setRenaming] = useState<{ id: string; name: string; error?: string } | null>(null);
  const [deleting, setDeleting] = useState<LockerCategory | null>(null);

  // A change that got no answer (or failed on the server), said in the dialog with Retry; what was
  // typed stays in its field.
  const [failed, setFailed] = useState<{
    failure: ActionFailure;
    redo: "create" | "rename" | { remove: LockerCategory };
  } | null>(null);
  const createForm = useRef<HTMLFormElement>(null);

  /** A refusal in the member's language: the name's own problem, or why the locker said no. */
  const problem = (answer: { status: number; code?: string; issues?: { message: string }[] }) =>
    answer.issues?.[0]?.message ?? refusalMessage(t, locale, answer);

  async function create(event: React.FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setError(t("locker.project.required"));
      return;
    }
    setBusy(true);
    const answer = await lockerRequest<{ category: LockerCategory }>("/categories", {
      method: "POST",
      body: { name },
    });
    setBusy(false);
    if (!answer.ok) {
      if (answer.failure) setFailed({ failure: answer.failure, redo: "create" });
      else setError(problem(answer));
      return;
    }
    setFailed(null);
    setName("");
    setError(null);
    toast.success(t("locker.project.created"));
    onChanged();
  }

  async function rename() {
    if (!renaming) return;
    if (!renaming.name.trim()) {
      setRenaming({ ...renaming, error: t("locker.project.required") });
      return;
    }
    setBusy(true);
    const answer = await lockerRequest(`/categories/${renaming.id}`, {
      method: "PATCH",
      body: { name: renaming.name },
    });
    setBusy(false);
    if (!answer.ok) {
      if (answer.failure) setFailed({ failure: answer.failure, redo: "rename" });
      else setRenaming({ ...renaming, error: problem(answer) });
      return;
    }
    setFailed(null);
    setRenaming(null);
    toast.success(t("locker.project.renamed"));
    onChanged();
  }

  async function remove(project: LockerCategory) {
    setBusy(true);
    const answer = await lockerRequest(`/categories/${project.id}`, { method: "DELETE" });
    setBusy(false);
    if (!answer.ok) {
      if (answer.failure) {
        setFailed({ failure: answer.failure, redo: { remove: project } });
        return;
      }
      setFailed(null);
      toast.error(problem(answer));
      return;
    }
    setFailed(null);
    toast.success(t("locker.project.deleted"));
    onDeleted(project.id);
  }

  function retry() {
    if (!failed) return;
    if (failed.redo === "create") createForm.current?.requestSubmit();
    else if (failed.redo === "rename") {
      // The field was closed since: nothing left to rename.
      if (renaming) void rename();
      else setFailed(null);
    } else void remove(failed.redo.remove);
  }

  const failedWhat = !failed
    ? ""
    : failed.redo === "create"
      ? t("locker.failed.projectCreate")
      : failed.redo === "rename"
        ? t("locker.failed.projectRename")
        : t("locker.failed.projectDelete", { name: failed.redo.remove.name });

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent closeLabel={t("locker.close")} data-testid="locker-projects">
          <DialogTitle>{t("locker.projects.title")}</DialogTitle>
          <DialogDescription>{t("locker.projects.description")}</DialogDescription>
          <form ref={createForm} onSubmit={create} noValidate>
            <Label htmlFor="locker-new-project">{t("locker.project.name")}</Label>
            <div className="mt-1.5 flex gap-2">
              <Input
                id="locker-new-project"
                value={name}
                maxLength={LOCKER_LIMITS.category}
                placeholder={t("locker.project.namePlaceholder")}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? "locker-new-project-error" : undefined}
                onChange={(event) => {
                  setName(event.target.value);
                  setError(null);
                }}
              />
              <Button type="submit" disabled={busy || projects.length >= LOCKER_LIMITS.categories}>
                {busy && !renaming ? <Loader2 className="animate-spin" aria-hidden /> : <Plus aria-hidden />}{" "}
                {t("locker.project.create")}
              </Button>
            </div>
            {error ? (
              <p id="locker-new-project-error" role="alert" className="mt-1 text-sm text-destructive">
                {error}
              </p>
            ) : null}
          </form>
          {failed ? (
            <ActionFailureAlert failure={failed.failure} what={failedWhat} busy={busy} onRetry={retry} />
          ) : null}
          {projects.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("locker.project.empty")}</p>
          ) : (
            <ul className="max-h-72 divide-y divide-border overflow-y-auto rounded-md border border-border">
              {projects.map((project) =>
                renaming?.id === project.id ? (
                  <li key={project.id} className="p-2">
                    <form
                      className="flex gap-2"
                      onSubmit={(event) => {
                        event.preventDefault();
                        void rename();
                      }}
                    >
                      <Label htmlFor={`rename-${project.id}`} className="sr-only">
                        {t("locker.project.renameLabel", { name: project.name })}
                      </Label>
                      <Input
                        id={`rename-${project.id}`}
                        autoFocus
                        value={renaming.name}
                        maxLength={LOCKER_LIMITS.category}
                        aria-invalid={renaming.error ? true : undefined}
                        aria-describedby={renaming.error ? `rename-${project.id}-error` : undefined}
                        onChange={(event) => setRenaming({ id: project.id, name: event.target.value })}
                        onKeyDown={(event) => {
                          if (event.key === "Escape") {
                            event.stopPropagation();
                            setRenaming(null);
                          }
                        }}
                      />
                      <Button type="submit" size="icon" aria-label={t("locker.save")} disabled={busy}>
                        <Check aria-hidden />
                      </Button>
                      <Button
                        type="button"
                        size="icon"
                        variant="outline"
                        aria-label={t("locker.cancel")}
                        onClick={() => setRenaming(null)}
                      >
                        <X aria-hidden />
                      </Button>
                    </form>
                    {renaming.error ? (
                      <p
                        id={`rename-${project.id}-error`}
                        role="alert"
                        className="mt-1 text-sm text-destructive"
                      >
                        {renaming.error}
                      </p>
                    ) : null}
                  </li>
                ) : (
                  <li key={project.id} className="flex items-center gap-2 p-2 pl-3">
                    <div className="min-w-0 flex-1">
                      <p className="truncate font-medium">{project.name}</p>
                      <p className="text-xs text-muted-foreground">
                        {t("locker.project.count", { count: project.promptCount })}
                      </p>
                    </div>
                    <Button
                      size="icon"
                      variant="ghost"
                      aria-label={t("locker.project.renameLabel", { name: project.name })}
                      onClick={() => setRenaming({ id: project.id, name: project.name })}
                    >
                      <Pencil aria-hidden />
                    </Button>
                    <Button
                      size="icon"
                      variant="ghost"
                      aria-label={t("locker.project.deleteLabel", { name: project.name })}
                      onClick={() => setDeleting(project)}
                    >
                      <Trash2 aria-hidden className="text-destructive" />
                    </Button>
                  </li>
                ),
              )}
            </ul>
          )}
        </DialogContent>
      </Dialog>
      <AlertDialog open={deleting !== null} onOpenChange={(next) => (next ? undefined : setDeleting(null))}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>
              {t("locker.project.deleteTitle", { name: deleting?.name ?? "" })}
            </AlertDialogTitle>
            <AlertDialogDescription>
              {t("locker.project.deleteBody", { count: deleting?.promptCount ?? 0 })}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t("locker.cancel")}</AlertDialogCancel>
            <AlertDialogAction
              onClick={() => deleting && void remove(deleting)}
              data-testid="locker-project-delete-confirm"
            >
              {t("locker.project.delete")}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
