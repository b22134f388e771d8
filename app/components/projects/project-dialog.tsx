import { Loader2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { ActionFailureAlert, type ActionFailure } from "~/app/components/layout/action-failure";
import { Button } from "~/app/components/ui/button";
import { useConfirmDiscard } from "~/app/components/ui/confirm-discard";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/app/components/ui/dialog";
import { Input } from "~/app/components/ui/input";
import { Label } from "~/app/components/ui/label";
import { Textarea } from "~/app/components/ui/textarea";
import { toast } from "~/app/components/ui/toast";
import { useLocale, useT } from "~/app/i18n/use-locale";
import {
  DEFAULT_PROJECT_COLOR,
  PROJECT_COLORS,
  PROJECT_LIMITS,
  type ProjectColor,
} from "~/core/forms/projects";
import type { Project } from "~/server/projects/projects.server";
import { ProjectDot } from "./project-dot";
import { apiRequest, refusalText } from "./projects-api";
import { numberFormat } from "~/core/intl";

interface Fields {
  name: string;
  color: ProjectColor;
  instructions: string;
}

type FieldErrors = Partial<Record<keyof Fields | "form", string>>;

const fieldsOf = (project: Project | null): Fields => ({
  name: project?.name ?? "",
  color: project?.color ?? DEFAULT_PROJECT_COLOR,
  instructions: project?.instructions ?? "",
});

/**
 * Make or change a project: a name, a colour from the palette and the chat's instructions. A save
 * the server refused keeps the form with the reason beside its field; one that got no answer says
 * so in the dialog, with Retry. Closing with unsaved changes asks first.
 */
export function ProjectDialog({
  project,
  onClose,
  onSaved,
}: {
  /** null to make a new one */
  project: Project | null;
  onClose: () => void;
  onSaved: (project: Project) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const formId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [fields, setFields] = useState<Fields>(() => fieldsOf(project));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const saved = fieldsOf(project);
  const dirty = (Object.keys(saved) as (keyof Fields)[]).some((key) => saved[key] !== fields[key]);
  const { requestClose, confirmDiscard } = useConfirmDiscard(dirty && !busy, onClose);
  const number = numberFormat(locale);

  const set = <K extends keyof Fields>(key: K, value: Fields[K]) => {
    setFields((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined, form: undefined }));
  };

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (!fields.name.trim()) {
      setErrors({ name: t("projects.error.nameRequired") });
      return;
    }
    setBusy(true);
    const answer = project
      ? await apiRequest<{ project: Project }>("PATCH", `/projects/${project.id}`, fields)
      : await apiRequest<{ project: Project }>("POST", "/projects", fields);
    setBusy(false);
    if (!answer.ok) {
      setFailure(answer.failure);
      if (answer.failure) return;
      const field = answer.issues?.[0]?.path[0];
      const reason = refusalText(t, answer);
      if (answer.code === "project_exists") setErrors({ name: reason });
      else if (field === "name" || field === "color" || field === "instructions")
        setErrors({ [field]: t("projects.error.invalid") });
      else setErrors({ form: reason });
      return;
    }
    setFailure(null);
    toast.success(project ? t("projects.saved") : t("projects.created"));
    onSaved(answer.data.project);
  }

  const described = (key: keyof Fields, hint?: string) =>
    [hint, errors[key] ? `${formId}-${key}-error` : undefined].filter(Boolean).join(" ") || undefined;
  const fieldError = (key: keyof Fields) =>
    errors[key] ? (
      <p id={`${formId}-${key}-error`} role="alert" className="mt-1 text-sm text-destructive">
        {errors[key]}
      </p>
    ) : null;

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : requestClose())}>
      <DialogContent closeLabel={t("projects.close")} wide data-testid="project-dialog">
        <DialogTitle>
          {project ? t("projects.dialog.editTitle", { name: project.name }) : t("projects.dialog.newTitle")}
        </DialogTitle>
        <DialogDescription>{t("projects.dialog.description")}</DialogDescription>
        <form ref={form} onSubmit={(event) => void save(event)} noValidate className="grid gap-5">
          <div>
            <Label htmlFor={`${formId}-name`}>{t("projects.field.name")}</Label>
            <Input
              id={`${formId}-name`}
              className="mt-1.5"
              value={fields.name}
              maxLength={PROJECT_LIMITS.name}
              placeholder={t("projects.field.namePlaceholder")}
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={described("name")}
              onChange={(event) => set("name", event.target.value)}
            />
            {fieldError("name")}
          </div>
          <fieldset>
            <legend className="text-sm font-medium">{t("projects.field.color")}</legend>
            <div className="mt-1.5 grid grid-cols-2 gap-1.5 sm:grid-cols-3">
              {PROJECT_COLORS.map((color) => (
                <label
                  key={color}
                  className="flex cursor-pointer items-center gap-2 rounded-md border border-border px-2.5 py-2 text-sm has-checked:border-primary has-checked:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
                >
                  <input
                    type="radio"
                    name={`${formId}-color`}
                    value={color}
                    className="sr-only"
                    checked={fields.color === color}
                    onChange={() => set("color", color)}
                  />
                  <ProjectDot color={color} className="size-3.5" />
                  {t(`projects.color.${color}`)}
                </label>
              ))}
            </div>
            {fieldError("color")}
          </fieldset>
          <div>
            <Label htmlFor={`${formId}-instructions`}>{t("projects.field.instructions")}</Label>
            <p id={`${formId}-instructions-hint`} className="mt-0.5 text-sm text-muted-foreground">
              {t("projects.field.instructionsHint")}
            </p>
            <Textarea
              id={`${formId}-instructions`}
              className="mt-1.5"
              minHeight="lg"
              value={fields.instructions}
              maxLength={PROJECT_LIMITS.instructions}
              placeholder={t("projects.field.instructionsPlaceholder")}
              aria-invalid={errors.instructions ? true : undefined}
              aria-describedby={described("instructions", `${formId}-instructions-hint ${formId}-count`)}
              onChange={(event) => set("instructions", event.target.value)}
            />
            <p id={`${formId}-count`} className="mt-1 text-right text-xs text-muted-foreground">
              {t("projects.field.instructionsCount", {
                count: number.format(fields.instructions.length),
                max: number.format(PROJECT_LIMITS.instructions),
              })}
            </p>
            {fieldError("instructions")}
          </div>
          {failure ? (
            <ActionFailureAlert
              failure={failure}
              what={project ? t("projects.failed.save") : t("projects.failed.create")}
              busy={busy}
              onRetry={() => form.current?.requestSubmit()}
            />
          ) : null}
          {errors.form ? (
            <p role="alert" className="text-sm text-destructive">
              {errors.form}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={requestClose}>
              {t("projects.cancel")}
            </Button>
            <Button type="submit" disabled={busy} data-testid="project-save">
              {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
              {busy ? t("projects.saving") : t("projects.save")}
            </Button>
          </div>
        </form>
        {confirmDiscard}
      </DialogContent>
    </Dialog>
  );
}
