import { Eye, EyeOff, Pencil, Trash2 } from "lucide-react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "~/app/components/ui/alert-dialog";
import { Button } from "~/app/components/ui/button";
import { useT } from "~/app/i18n/use-locale";

interface OwnedPrompt {
  id: number;
  title: string;
  isPublished: boolean;
}

type Size = "sm" | "default";

/** Publish or make private: a plain form, so it works before the page's script has loaded. */
export function PublishButton({ prompt, redirectTo, size = "default" }: { prompt: OwnedPrompt; redirectTo: string; size?: Size }) {
  const t = useT();
  const navigation = useNavigation();
  const action = `/prompt/${prompt.id}/edit`;
  const busy = navigation.state !== "idle" && navigation.formAction === action;
  return (
    <Form method="post" action={action}>
      <input type="hidden" name="intent" value={prompt.isPublished ? "unpublish" : "publish"} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <Button type="submit" size={size} variant={prompt.isPublished ? "outline" : "default"} disabled={busy} data-testid="publish-toggle">
        {prompt.isPublished ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
        {prompt.isPublished ? t("prompt.owner.unpublish") : t("prompt.owner.publish")}
      </Button>
    </Form>
  );
}

export function EditLink({ id, size = "default" }: { id: number; size?: Size }) {
  const t = useT();
  return (
    <Button asChild variant="outline" size={size}>
      <Link to={`/prompt/${id}/edit`} data-testid="edit-prompt">
        <Pencil aria-hidden /> {t("prompt.owner.edit")}
      </Link>
    </Button>
  );
}

/** Delete, after a confirmation that names the prompt and what goes with it. */
export function DeletePromptButton({ prompt, redirectTo, size = "default" }: { prompt: OwnedPrompt; redirectTo: string; size?: Size }) {
  const t = useT();
  const submit = useSubmit();
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button type="button" variant="ghost-destructive" size={size} data-testid="delete-prompt">
          <Trash2 aria-hidden /> {t("prompt.owner.delete")}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("prompt.owner.deleteTitle")}</AlertDialogTitle>
          <AlertDialogDescription>{t("prompt.owner.deleteBody", { title: prompt.title })}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t("prompt.owner.cancel")}</AlertDialogCancel>
          <AlertDialogAction
            data-testid="confirm-delete-prompt"
            onClick={() => submit({ intent: "delete", redirectTo }, { method: "post", action: `/prompt/${prompt.id}/edit` })}
          >
            {t("prompt.owner.deleteConfirm")}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
