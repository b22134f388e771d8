import { Loader2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { ActionFailureAlert, type ActionFailure } from "~/app/components/layout/action-failure";
import { Button } from "~/app/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/app/components/ui/dialog";
import { toast } from "~/app/components/ui/toast";
import { useT } from "~/app/i18n/use-locale";
import type { ProjectLabel } from "~/server/projects/projects.server";
import { ProjectName } from "./project-dot";
import { refusalText, type ApiAnswer } from "./projects-api";

/**
 * Moves one thing (a chat, a saved prompt, a calendar entry) into a project or out of any. A move
 * that gets no answer keeps the dialog and the choice, with Retry; a refusal is said in place.
 */
export function MoveToProjectDialog({
  item,
  projects,
  onClose,
  move,
  onMoved,
}: {
  /** what is moved; null closes the dialog */
  item: { title: string; projectId: string | null } | null;
  projects: Pick<ProjectLabel, "id" | "name" | "color">[];
  onClose: () => void;
  move: (projectId: string | null) => Promise<ApiAnswer<unknown>>;
  onMoved: (projectId: string | null) => void;
}) {
  const t = useT();
  const name = useId();
  const choices = useRef<HTMLFieldSetElement>(null);
  const [chosen, setChosen] = useState<string | null>(item?.projectId ?? null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // Each opening starts from where the thing is now.
  const open = item !== null;
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (item) {
      setChosen(item.projectId);
      setFailure(null);
      setRefusal(null);
    }
  }

  async function submit() {
    if (!item) return;
    setBusy(true);
    setRefusal(null);
    const answer = await move(chosen);
    setBusy(false);
    if (!answer.ok) {
      setFailure(answer.failure);
      if (!answer.failure) setRefusal(refusalText(t, answer));
      return;
    }
    setFailure(null);
    const target = projects.find((project) => project.id === chosen);
    toast.success(target ? t("projects.moved", { name: target.name }) : t("projects.movedOut"));
    onMoved(chosen);
  }

  const options = [
    { id: null, label: null },
    ...projects.map((project) => ({ id: project.id, label: project })),
  ];
  return (
    <Dialog open={item !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        closeLabel={t("projects.close")}
        data-testid="move-to-project"
        // The keyboard starts on where the thing is now, as in any radio group.
        onOpenAutoFocus={(event) => {
          const checked = choices.current?.querySelector<HTMLInputElement>("input:checked");
          if (!checked) return;
          event.preventDefault();
          checked.focus();
        }}
      >
        <DialogTitle>{t("projects.moveTitle", { title: item?.title ?? "" })}</DialogTitle>
        <DialogDescription>{t("projects.moveDescription")}</DialogDescription>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
          className="grid gap-4"
        >
          <fieldset
            ref={choices}
            className="max-h-72 space-y-1 overflow-y-auto rounded-md border border-border p-2"
          >
            <legend className="sr-only">{t("projects.filter.label")}</legend>
            {options.map((option) => (
              <label
                key={option.id ?? "none"}
                className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm hover:bg-muted has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
              >
                <input
                  type="radio"
                  name={name}
                  className="size-4 accent-primary focus-visible:outline-none"
                  checked={chosen === option.id}
                  onChange={() => setChosen(option.id)}
                />
                {option.label ? (
                  <ProjectName project={option.label} />
                ) : (
                  <span className="text-muted-foreground">{t("projects.filter.none")}</span>
                )}
              </label>
            ))}
          </fieldset>
          {failure ? (
            <ActionFailureAlert
              failure={failure}
              what={t("projects.failed.move", { title: item?.title ?? "" })}
              busy={busy}
              onRetry={() => void submit()}
            />
          ) : null}
          {refusal ? (
            <p role="alert" className="text-sm text-destructive">
              {refusal}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose}>
              {t("projects.cancel")}
            </Button>
            <Button type="submit" disabled={busy || chosen === (item?.projectId ?? null)}>
              {busy ? <Loader2 className="animate-spin" aria-hidden /> : null} {t("projects.moveConfirm")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
