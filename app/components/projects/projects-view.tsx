import { Archive, CalendarDays, FolderKanban, MessageSquarePlus, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useRevalidator } from "react-router";
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
import { toast } from "~/app/components/ui/toast";
import { useT } from "~/app/i18n/use-locale";
import { PROJECT_LIMITS } from "~/core/forms/projects";
import type { Project, ProjectWithCounts } from "~/server/projects/projects.server";
import { ProjectDot } from "./project-dot";
import { ProjectDialog } from "./project-dialog";
import { apiRequest, refusalText } from "./projects-api";

/**
 * The projects page below its title: every project with what it holds and its instructions, ways
 * into its chats, Vault prompts and calendar, and (for Legend) making, changing and deleting them.
 * A deletion is confirmed first and can be undone from its toast; one that got no answer is said
 * above the list, with Retry.
 */
export function ProjectsView({ projects, readOnly }: { projects: ProjectWithCounts[]; readOnly: boolean }) {
  const t = useT();
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<{ project: Project | null } | null>(null);
  const [deleting, setDeleting] = useState<ProjectWithCounts | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<{ failure: ActionFailure; what: string; retry: () => void } | null>(
    null,
  );
  const refresh = () => void revalidator.revalidate();

  async function restore(project: Project) {
    const answer = await apiRequest("POST", `/projects/${project.id}/restore`);
    if (answer.ok) {
      setFailed(null);
      toast.success(t("projects.restored", { name: project.name }));
      refresh();
    } else if (answer.failure)
      setFailed({
        failure: answer.failure,
        what: t("projects.failed.restore", { name: project.name }),
        retry: () => void restore(project),
      });
    else toast.error(refusalText(t, answer));
  }

  async function remove(project: ProjectWithCounts) {
    setBusy(true);
    const answer = await apiRequest("DELETE", `/projects/${project.id}`);
    setBusy(false);
    if (!answer.ok) {
      if (answer.failure)
        setFailed({
          failure: answer.failure,
          what: t("projects.failed.delete", { name: project.name }),
          retry: () => void remove(project),
        });
      else toast.error(refusalText(t, answer));
      return;
    }
    setFailed(null);
    toast.success(t("projects.deleted", { name: project.name }), {
      duration: 10_000,
      action: { label: t("projects.undo"), onClick: () => void restore(project) },
    });
    refresh();
  }

  return (
    <div>
      {readOnly ? null : (
        <div className="mb-6 flex flex-wrap gap-2">
          <Button
            onClick={() => setEditing({ project: null })}
            disabled={projects.length >= PROJECT_LIMITS.projects}
            data-testid="project-new"
          >
            <Plus aria-hidden /> {t("projects.new")}
          </Button>
        </div>
      )}
      {failed ? (
        <ActionFailureAlert
          className="mb-4"
          failure={failed.failure}
          what={failed.what}
          busy={busy}
          onRetry={failed.retry}
        />
      ) : null}
      {projects.length === 0 ? (
        <div
          className="rounded-xl border border-dashed border-border p-8 text-center"
          data-testid="projects-empty"
        >
          <FolderKanban className="mx-auto size-10 text-primary" aria-hidden />
          <h2 className="mt-3 text-lg font-semibold">{t("projects.empty.title")}</h2>
          <p className="mx-auto mt-1 max-w-md text-sm text-muted-foreground">{t("projects.empty.body")}</p>
          {readOnly ? null : (
            <Button className="mt-4" onClick={() => setEditing({ project: null })}>
              <Plus aria-hidden /> {t("projects.new")}
            </Button>
          )}
        </div>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2" aria-label={t("projects.list.label")}>
          {projects.map((project) => (
            <li
              key={project.id}
              className="flex min-w-0 flex-col rounded-xl border border-border bg-card p-4"
              data-testid="project-card"
            >
              <div className="flex items-start gap-2">
                <h2 className="flex min-w-0 flex-1 items-center gap-2 text-lg font-semibold">
                  <ProjectDot color={project.color} className="size-3" />
                  <span className="truncate">{project.name}</span>
                </h2>
                {readOnly ? null : (
                  <div className="flex shrink-0 gap-1">
                    <Button
                      size="icon-sm"
                      variant="ghost"
                      aria-label={t("projects.editLabel", { name: project.name })}
                      onClick={() => setEditing({ project })}
                    >
                      <Pencil aria-hidden />
                    </Button>
                    <Button
                      size="icon-sm"
                      variant="ghost"
                      aria-label={t("projects.deleteLabel", { name: project.name })}
                      onClick={() => setDeleting(project)}
                    >
                      <Trash2 aria-hidden className="text-destructive" />
                    </Button>
                  </div>
                )}
              </div>
              <p className="mt-1 text-sm text-muted-foreground">
                {[
                  t("projects.count.conversations", { count: project.counts.conversations }),
                  t("projects.count.prompts", { count: project.counts.prompts }),
                  t("projects.count.entries", { count: project.counts.calendarEntries }),
                ].join(" · ")}
              </p>
              <div className="mt-3 flex-1">
                <h3 className="text-xs font-semibold text-muted-foreground uppercase">
                  {t("projects.instructions.label")}
                </h3>
                {project.instructions ? (
                  <p
                    className="mt-1 line-clamp-4 text-sm whitespace-pre-line"
                    data-testid="project-instructions"
                  >
                    {project.instructions}
                  </p>
                ) : (
                  <p className="mt-1 text-sm text-muted-foreground italic">
                    {t("projects.instructions.none")}
                  </p>
                )}
              </div>
              <div className="mt-4 flex flex-wrap gap-2">
                {readOnly ? null : (
                  <Button asChild size="sm">
                    <Link
                      to={`/chat-legend?project=${project.id}`}
                      aria-label={`${t("projects.open.chat")} · ${project.name}`}
                    >
                      <MessageSquarePlus aria-hidden /> {t("projects.open.chat")}
                    </Link>
                  </Button>
                )}
                <Button asChild size="sm" variant="outline">
                  <Link
                    to={`/prompt-locker?project=${project.id}`}
                    aria-label={`${t("projects.open.locker")} · ${project.name}`}
                  >
                    <Archive aria-hidden /> {t("projects.open.locker")}
                  </Link>
                </Button>
                <Button asChild size="sm" variant="outline">
                  <Link
                    to={`/content-calendar?project=${project.id}`}
                    aria-label={`${t("projects.open.calendar")} · ${project.name}`}
                  >
                    <CalendarDays aria-hidden /> {t("projects.open.calendar")}
                  </Link>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}

      {editing ? (
        <ProjectDialog
          key={editing.project?.id ?? "new"}
          project={editing.project}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refresh();
          }}
        />
      ) : null}

      <AlertDialog open={deleting !== null} onOpenChange={(open) => (open ? undefined : setDeleting(null))}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t("projects.deleteTitle", { name: deleting?.name ?? "" })}</AlertDialogTitle>
            <AlertDialogDescription>
              {t("projects.deleteBody", {
                prompts: deleting?.counts.prompts ?? 0,
                conversations: deleting?.counts.conversations ?? 0,
                entries: deleting?.counts.calendarEntries ?? 0,
              })}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t("projects.cancel")}</AlertDialogCancel>
            <AlertDialogAction
              onClick={() => deleting && void remove(deleting)}
              data-testid="project-delete-confirm"
            >
              {t("projects.deleteConfirm")}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
