import { MoreHorizontal, Pencil, Trash2, MessageSquarePlus } from "lucide-react";
import { useId, useState } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
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
import { cn } from "~/app/components/ui/cn";
import { Dialog, DialogContent, DialogTitle } from "~/app/components/ui/dialog";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "~/app/components/ui/dropdown-menu";
import { Input } from "~/app/components/ui/input";
import { Label } from "~/app/components/ui/label";
import { toast } from "~/app/components/ui/toast";
import { useT } from "~/app/i18n/use-locale";

/** The chat's side list: new chat, the conversations newest first, rename and delete (after confirming). */
export function ConversationList({ conversations, current }: { conversations: { id: string; title: string }[]; current: string | null }) {
  const t = useT();
  const [renaming, setRenaming] = useState<{ id: string; title: string } | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; title: string } | null>(null);
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const renameId = useId();

  async function rename(event: React.FormEvent) {
    event.preventDefault();
    if (!renaming) return;
    const response = await fetch(`/api/v1/chat/conversations/${renaming.id}`, {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ title: renaming.title }),
    });
    if (response.ok) {
      toast.success(t("chat.conversation.renamed"));
      setRenaming(null);
      revalidator.revalidate();
    } else toast.error(t("chat.errors.failed"));
  }

  async function remove() {
    if (!deleting) return;
    const response = await fetch(`/api/v1/chat/conversations/${deleting.id}`, { method: "DELETE" });
    if (!response.ok) {
      toast.error(t("chat.errors.failed"));
      return;
    }
    toast.success(t("chat.conversation.deleted"));
    if (deleting.id === current) navigate("/chat-legend", { replace: true });
    else revalidator.revalidate();
    setDeleting(null);
  }

  const list = (
    <nav aria-label={t("chat.conversations")} className="space-y-1">
      {conversations.length === 0 ? <p className="px-2 py-1 text-sm text-muted-foreground">{t("chat.conversations.empty")}</p> : null}
      {conversations.map((conversation) => (
        <div key={conversation.id} className={cn("group flex items-center gap-1 rounded-md", conversation.id === current && "bg-muted")} data-testid="conversation">
          <Link
            to={`/chat-legend?c=${conversation.id}`}
            aria-current={conversation.id === current ? "page" : undefined}
            className="min-w-0 flex-1 truncate rounded-md px-2 py-2 text-sm hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {conversation.title}
          </Link>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" size="icon-sm" className="shrink-0" aria-label={t("chat.conversation.actions", { title: conversation.title })}>
                <MoreHorizontal aria-hidden />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem onSelect={() => setRenaming({ id: conversation.id, title: conversation.title })}>
                <Pencil aria-hidden /> {t("chat.conversation.rename")}
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => setDeleting({ id: conversation.id, title: conversation.title })} destructive>
                <Trash2 aria-hidden /> {t("chat.conversation.delete")}
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
      ))}
    </nav>
  );

  return (
    <aside className="space-y-3">
      <Button asChild className="w-full">
        <Link to="/chat-legend" data-testid="new-chat">
          <MessageSquarePlus aria-hidden /> {t("chat.new")}
        </Link>
      </Button>
      <details className="rounded-lg border border-border p-2 md:hidden">
        <summary className="cursor-pointer px-1 text-sm font-medium">
          {t("chat.conversations")} ({conversations.length})
        </summary>
        <div className="mt-2">{list}</div>
      </details>
      <div className="hidden md:block">
        <h2 className="mb-2 px-2 text-xs font-semibold text-muted-foreground uppercase">{t("chat.conversations")}</h2>
        <div className="max-h-[62vh] overflow-y-auto">{list}</div>
      </div>

      <Dialog open={renaming !== null} onOpenChange={(open) => !open && setRenaming(null)}>
        <DialogContent closeLabel={t("chat.conversation.cancel")}>
          <DialogTitle>{t("chat.conversation.renameTitle")}</DialogTitle>
          <form className="grid gap-4" onSubmit={(event) => void rename(event)}>
            <div className="space-y-1.5">
              <Label htmlFor={renameId}>{t("chat.conversation.renameLabel")}</Label>
              <Input
                id={renameId}
                value={renaming?.title ?? ""}
                maxLength={80}
                required
                onChange={(event) => setRenaming((current) => (current ? { ...current, title: event.target.value } : current))}
              />
            </div>
            <div className="flex justify-end gap-2">
              <Button type="button" variant="outline" onClick={() => setRenaming(null)}>
                {t("chat.conversation.cancel")}
              </Button>
              <Button type="submit" disabled={!renaming?.title.trim()}>
                {t("chat.conversation.save")}
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>

      <AlertDialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t("chat.conversation.deleteTitle")}</AlertDialogTitle>
            <AlertDialogDescription>{t("chat.conversation.deleteBody", { title: deleting?.title ?? "" })}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t("chat.conversation.cancel")}</AlertDialogCancel>
            <AlertDialogAction onClick={() => void remove()} data-testid="confirm-delete-conversation">
              {t("chat.conversation.deleteConfirm")}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </aside>
  );
}
