import { FolderInput, Pencil, Trash2 } from "lucide-react";
import { useId } from "react";
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
import { useConfirmDiscard } from "~/app/components/ui/confirm-discard";
import { Dialog, DialogContent, DialogTitle } from "~/app/components/ui/dialog";
import { Input } from "~/app/components/ui/input";
import { Label } from "~/app/components/ui/label";
import { useT } from "~/app/i18n/use-locale";
import { MoveToProjectDialog } from "~/app/components/projects/move-dialog";
import { apiRequest } from "~/app/components/projects/projects-api";
import type { ProjectLabel } from "~/server/projects/projects.server";

/** The actions menu's icons (decorative), loaded with the dialogs they open. */
export const ACTION_ICONS = { rename: Pencil, move: FolderInput, delete: Trash2 };

export interface Renaming {
  id: string;
  title: string;
  before: string;
}

/**
 * A conversation's rename, move and delete dialogs, opened from its actions menu. The list holds
 * what is open and does the requests; these are loaded when the page is idle or first wanted.
 */
export function ConversationDialogs({
  renaming,
  onRenamingChange,
  onRename,
  moving,
  projects,
  onMoveClose,
  onMoved,
  deleting,
  onDeleteClose,
  onDelete,
  restoreFocus,
}: {
  renaming: Renaming | null;
  onRenamingChange: (renaming: Renaming | null) => void;
  onRename: (event: React.FormEvent) => void;
  moving: { id: string; title: string; projectId: string | null } | null;
  projects: ProjectLabel[];
  onMoveClose: () => void;
  onMoved: (projectId: string | null) => void;
  deleting: { id: string; title: string } | null;
  onDeleteClose: () => void;
  onDelete: () => void;
  /** where the focus goes when the rename or delete dialog closes */
  restoreFocus: (event: Event) => void;
}) {
  const t = useT();
  const renameId = useId();
  const { requestClose: closeRename, confirmDiscard } = useConfirmDiscard(
    renaming !== null && renaming.title !== renaming.before,
    () => onRenamingChange(null),
  );
  return (
    <>
      <Dialog open={renaming !== null} onOpenChange={(open) => !open && closeRename()}>
        <DialogContent closeLabel={t("chat.conversation.cancel")} onCloseAutoFocus={restoreFocus}>
          <DialogTitle>{t("chat.conversation.renameTitle")}</DialogTitle>
          <form className="grid gap-4" onSubmit={onRename}>
            <div className="space-y-1.5">
              <Label htmlFor={renameId}>{t("chat.conversation.renameLabel")}</Label>
              <Input
                id={renameId}
                value={renaming?.title ?? ""}
                maxLength={80}
                required
                onChange={(event) => renaming && onRenamingChange({ ...renaming, title: event.target.value })}
              />
            </div>
            <div className="flex justify-end gap-2">
              <Button type="button" variant="outline" onClick={closeRename}>
                {t("chat.conversation.cancel")}
              </Button>
              <Button type="submit" disabled={!renaming?.title.trim()}>
                {t("chat.conversation.save")}
              </Button>
            </div>
          </form>
        </DialogContent>
        {confirmDiscard}
      </Dialog>

      <MoveToProjectDialog
        item={moving}
        projects={projects}
        onClose={onMoveClose}
        move={(projectId) => apiRequest("PATCH", `/chat/conversations/${moving?.id}`, { projectId })}
        onMoved={onMoved}
      />

      <AlertDialog open={deleting !== null} onOpenChange={(open) => !open && onDeleteClose()}>
        <AlertDialogContent onCloseAutoFocus={restoreFocus}>
          <AlertDialogHeader>
            <AlertDialogTitle>{t("chat.conversation.deleteTitle")}</AlertDialogTitle>
            <AlertDialogDescription>
              {t("chat.conversation.deleteBody", { title: deleting?.title ?? "" })}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t("chat.conversation.cancel")}</AlertDialogCancel>
            <AlertDialogAction onClick={onDelete} data-testid="confirm-delete-conversation">
              {t("chat.conversation.deleteConfirm")}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
