import { Loader2, Plus } from "lucide-react";
import { useId, useMemo, useRef, useState } from "react";
import { selectClass } from "~/app/components/admin/select";
import { ActionFailureAlert, type ActionFailure } from "~/app/components/layout/action-failure";
import { Button } from "~/app/components/ui/button";
import { useConfirmDiscard } from "~/app/components/ui/confirm-discard";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/app/components/ui/dialog";
import { Input } from "~/app/components/ui/input";
import { Label } from "~/app/components/ui/label";
import { Textarea } from "~/app/components/ui/textarea";
import { toast } from "~/app/components/ui/toast";
import { useLocale, useT } from "~/app/i18n/use-locale";
import { InsertVariableMenu, TemplateProblems } from "~/app/components/prompts/template-editing";
import { FormPreview } from "~/app/components/prompts/form-preview";
import { LOCKER_LIMITS } from "~/core/forms/locker";
import { apiRequest } from "~/app/components/projects/projects-api";
import { PROJECT_LIMITS } from "~/core/forms/projects";
import { parseTemplate } from "~/core/variables";
import type { LockerPrompt } from "~/server/locker/locker.server";
import type { ProjectLabel } from "~/server/projects/projects.server";
import { CHANGE_NOTE_MAX } from "~/core/forms/versions";
import { lockerRequest, refusalMessage } from "./api";
import { VersionHistory, type LockerFields } from "./version-history";
import { TagInput } from "./tag-input";

const NEW_PROJECT = "__new__";

type FieldErrors = Partial<Record<"title" | "content" | "description" | "tags" | "project", string>>;

/** What the dialog edits of a saved prompt. */
export type EditedPrompt = Pick<
  LockerPrompt,
  "id" | "title" | "content" | "description" | "tags" | "projectId"
>;

const fieldsOf = (prompt: EditedPrompt | null): LockerFields => ({
  title: prompt?.title ?? "",
  content: prompt?.content ?? "",
  description: prompt?.description ?? "",
  tags: prompt?.tags ?? [],
  projectId: prompt?.projectId ?? null,
});

/**
 * Create or edit a saved prompt: title and content required, tags added with Enter, a project
 * chosen or created on the spot; when editing, the earlier versions, any of which can be put back in
 * the form. Nothing typed is lost: a refused or failed save keeps the form as it was, and a save that
 * got no answer says so in the dialog, with Retry.
 */
export function PromptDialog({
  open,
  prompt,
  initialProject,
  categories,
  onClose,
  onSaved,
}: {
  open: boolean;
  /** null to create a new prompt */
  prompt: EditedPrompt | null;
  /** the project a new prompt starts in (the filter in use) */
  initialProject: string | null;
  categories: Pick<ProjectLabel, "id" | "name" | "color">[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const formId = useId();
  const form = useRef<HTMLFormElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const [fields, setFields] = useState<LockerFields>(() => ({
    ...fieldsOf(prompt),
    projectId: prompt ? prompt.projectId : initialProject,
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const template = useMemo(() => parseTemplate(fields.content), [fields.content]);
  const [changeNote, setChangeNote] = useState("");
  const [saving, setSaving] = useState(false);
  // Projects made in this dialog, shown before the page has reloaded its list.
  const [created, setCreated] = useState<Pick<ProjectLabel, "id" | "name" | "color">[]>([]);
  const [newProject, setNewProject] = useState<string | null>(null);
  const [creatingProject, setCreatingProject] = useState(false);
  // A save or a new project that got no answer: Retry does it again with what is in the form then.
  const [failed, setFailed] = useState<{ failure: ActionFailure; redo: "save" | "project" } | null>(null);

  const projects = [
    ...categories,
    ...created.filter((project) => !categories.some((known) => known.id === project.id)),
  ].sort((a, b) => a.name.localeCompare(b.name));

  const saved = prompt ? fieldsOf(prompt) : { ...fieldsOf(null), projectId: initialProject };
  const dirty = JSON.stringify(fields) !== JSON.stringify(saved);

  function set<K extends keyof LockerFields>(key: K, value: LockerFields[K]) {
    setFields((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key === "projectId" ? "project" : key]: undefined }));
  }

  const { requestClose, confirmDiscard } = useConfirmDiscard(dirty, onClose);
  function close() {
    if (!saving) requestClose();
  }

  async function createProject() {
    const name = (newProject ?? "").trim();
    if (!name) {
      setErrors((current) => ({ ...current, project: t("locker.project.required") }));
      return;
    }
    setCreatingProject(true);
    const answer = await apiRequest<{ project: ProjectLabel }>("POST", "/projects", { name });
    setCreatingProject(false);
    if (!answer.ok) {
      if (answer.failure) setFailed({ failure: answer.failure, redo: "project" });
      else
        setErrors((current) => ({
          ...current,
          project:
            answer.code === "project_exists"
              ? t("locker.project.exists")
              : answer.code === "too_many_projects"
                ? refusalMessage(t, locale, answer)
                : (answer.issues?.[0]?.message ?? refusalMessage(t, locale, answer)),
        }));
      return;
    }
    setFailed(null);
    setCreated((current) => [...current, answer.data.project]);
    set("projectId", answer.data.project.id);
    setNewProject(null);
    toast.success(t("locker.project.created"));
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const found: FieldErrors = {};
    if (!fields.title.trim()) found.title = t("locker.field.required");
    if (!fields.content.trim()) found.content = t("locker.field.required");
    if (newProject !== null) found.project = t("locker.project.required");
    setErrors(found);
    if (Object.keys(found).length) {
      document.getElementById(`${formId}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setSaving(true);
    const body = {
      title: fields.title,
      content: fields.content,
      description: fields.description || null,
      tags: fields.tags,
      projectId: fields.projectId,
      ...(prompt && changeNote.trim() ? { changeNote: changeNote.trim() } : {}),
    };
    const answer = prompt
      ? await lockerRequest<{ prompt: LockerPrompt }>(`/prompts/${prompt.id}`, { method: "PATCH", body })
      : await lockerRequest<{ prompt: LockerPrompt }>("/prompts", { method: "POST", body });
    setSaving(false);
    if (!answer.ok) {
      if (answer.failure) {
        setFailed({ failure: answer.failure, redo: "save" });
        return;
      }
      setFailed(null);
      const byField: FieldErrors = {};
      for (const issue of answer.issues ?? []) {
        const field = issue.path[0] === "projectId" ? "project" : issue.path[0];
        if (
          field === "title" ||
          field === "content" ||
          field === "description" ||
          field === "tags" ||
          field === "project"
        )
          byField[field] ??= issue.message;
      }
      if (answer.code === "project_not_found") byField.project = refusalMessage(t, locale, answer);
      setErrors(byField);
      toast.error(refusalMessage(t, locale, answer));
      return;
    }
    setFailed(null);
    toast.success(t(prompt ? "locker.saved" : "locker.created"));
    onSaved();
  }

  const errorId = (field: keyof FieldErrors) => (errors[field] ? `${formId}-${field}-error` : undefined);
  const fieldError = (field: keyof FieldErrors) =>
    errors[field] ? (
      <p id={`${formId}-${field}-error`} className="mt-1 text-sm text-destructive">
        {errors[field]}
      </p>
    ) : null;

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <DialogContent closeLabel={t("locker.close")} wide data-testid="locker-dialog">
        <DialogTitle>{t(prompt ? "locker.dialog.editTitle" : "locker.dialog.newTitle")}</DialogTitle>
        <DialogDescription>{t("locker.dialog.description")}</DialogDescription>
        <form ref={form} onSubmit={submit} noValidate className="grid gap-4">
          <div>
            <Label htmlFor={`${formId}-title`}>{t("locker.field.title")} *</Label>
            <Input
              id={`${formId}-title`}
              className="mt-1.5"
              value={fields.title}
              maxLength={LOCKER_LIMITS.title}
              aria-invalid={errors.title ? true : undefined}
              aria-describedby={errorId("title")}
              onChange={(event) => set("title", event.target.value)}
            />
            {fieldError("title")}
          </div>
          <div>
            <div className="flex flex-wrap items-end justify-between gap-2">
              <Label htmlFor={`${formId}-content`}>{t("locker.field.content")} *</Label>
              <InsertVariableMenu
                textarea={contentRef}
                language={locale}
                value={fields.content}
                onChange={(next) => set("content", next)}
              />
            </div>
            <Textarea
              ref={contentRef}
              id={`${formId}-content`}
              className="mt-1.5 text-sm"
              minHeight="xl"
              mono
              value={fields.content}
              maxLength={LOCKER_LIMITS.content}
              aria-invalid={errors.content ? true : undefined}
              aria-describedby={`${formId}-content-hint${errors.content ? ` ${formId}-content-error` : ""}`}
              onChange={(event) => set("content", event.target.value)}
            />
            <p id={`${formId}-content-hint`} className="mt-1 text-xs text-muted-foreground">
              {t("locker.field.contentHint")}
            </p>
            {fieldError("content")}
            <TemplateProblems
              id={`${formId}-content-problems`}
              template={template}
              textarea={contentRef}
              summary={false}
            />
            <FormPreview
              id={`${formId}-form-preview`}
              template={template}
              language={locale}
              title={t("locker.field.preview")}
              hint={t("locker.field.previewHint")}
            />
          </div>
          <div>
            <Label htmlFor={`${formId}-description`}>{t("locker.field.description")}</Label>
            <Textarea
              id={`${formId}-description`}
              className="mt-1.5"
              minHeight="sm"
              value={fields.description}
              maxLength={LOCKER_LIMITS.description}
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={errorId("description")}
              onChange={(event) => set("description", event.target.value)}
            />
            {fieldError("description")}
          </div>
          <div>
            <Label htmlFor={`${formId}-tags`}>{t("locker.field.tags")}</Label>
            <div className="mt-1.5">
              <TagInput
                id={`${formId}-tags`}
                tags={fields.tags}
                onChange={(tags) => set("tags", tags)}
                error={errors.tags}
              />
            </div>
          </div>
          {prompt ? (
            <div>
              <Label htmlFor={`${formId}-changeNote`}>{t("locker.field.changeNote")}</Label>
              <Input
                id={`${formId}-changeNote`}
                value={changeNote}
                maxLength={CHANGE_NOTE_MAX}
                autoComplete="off"
                aria-describedby={`${formId}-changeNote-hint`}
                onChange={(event) => setChangeNote(event.target.value)}
                data-testid="locker-change-note"
              />
              <p id={`${formId}-changeNote-hint`} className="mt-1 text-xs text-muted-foreground">
                {t("locker.field.changeNoteHint")}
              </p>
            </div>
          ) : null}
          <div>
            <Label htmlFor={`${formId}-project`}>{t("locker.field.project")}</Label>
            <select
              id={`${formId}-project`}
              className={`${selectClass} mt-1.5`}
              value={newProject !== null ? NEW_PROJECT : (fields.projectId ?? "")}
              aria-invalid={errors.project && newProject === null ? true : undefined}
              aria-describedby={newProject === null ? errorId("project") : undefined}
              onChange={(event) => {
                if (event.target.value === NEW_PROJECT) {
                  setNewProject("");
                  return;
                }
                setNewProject(null);
                set("projectId", event.target.value || null);
              }}
            >
              <option value="">{t("locker.field.noProject")}</option>
              {projects.map((project) => (
                <option key={project.id} value={project.id}>
                  {project.name}
                </option>
              ))}
              {projects.length < PROJECT_LIMITS.projects ? (
                <option value={NEW_PROJECT}>{t("locker.field.newProject")}</option>
              ) : null}
            </select>
            {newProject !== null ? (
              <div className="mt-2 flex gap-2">
                <Label htmlFor={`${formId}-new-project`} className="sr-only">
                  {t("locker.project.name")}
                </Label>
                <Input
                  id={`${formId}-new-project`}
                  autoFocus
                  value={newProject}
                  maxLength={PROJECT_LIMITS.name}
                  placeholder={t("locker.project.namePlaceholder")}
                  aria-invalid={errors.project ? true : undefined}
                  aria-describedby={errorId("project")}
                  onChange={(event) => {
                    setNewProject(event.target.value);
                    setErrors((current) => ({ ...current, project: undefined }));
                  }}
                  onKeyDown={(event) => {
                    if (event.key === "Enter") {
                      event.preventDefault();
                      void createProject();
                    }
                    if (event.key === "Escape") {
                      // Closes the inline field, not the dialog.
                      event.stopPropagation();
                      setNewProject(null);
                    }
                  }}
                />
                <Button
                  type="button"
                  variant="secondary"
                  onClick={() => void createProject()}
                  disabled={creatingProject}
                >
                  {creatingProject ? <Loader2 className="animate-spin" aria-hidden /> : <Plus aria-hidden />}
                  {t("locker.project.create")}
                </Button>
              </div>
            ) : null}
            {fieldError("project")}
          </div>

          {prompt ? (
            <VersionHistory
              promptId={prompt.id}
              current={fields}
              projects={projects}
              onRestore={(version) => {
                const before = fields;
                setFields(version.fields);
                setErrors({});
                toast.success(t("locker.history.restored", { date: version.date }), {
                  description: t("locker.history.restoredHint"),
                  action: { label: t("locker.history.undo"), onClick: () => setFields(before) },
                });
              }}
            />
          ) : null}

          {failed ? (
            <ActionFailureAlert
              failure={failed.failure}
              what={t(
                failed.redo === "project"
                  ? "locker.failed.projectCreate"
                  : prompt
                    ? "locker.failed.save"
                    : "locker.failed.create",
              )}
              busy={saving || creatingProject}
              onRetry={() =>
                failed.redo === "project" ? void createProject() : form.current?.requestSubmit()
              }
            />
          ) : null}
          <div className="flex flex-col-reverse gap-2 border-t border-border pt-4 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={close} disabled={saving}>
              {t("locker.cancel")}
            </Button>
            <Button type="submit" disabled={saving} data-testid="locker-save">
              {saving ? <Loader2 className="animate-spin" aria-hidden /> : null}
              {saving ? t("locker.saving") : t("locker.save")}
            </Button>
          </div>
        </form>
      </DialogContent>
      {confirmDiscard}
    </Dialog>
  );
}
