import { Copy } from "lucide-react";
import { useId } from "react";
import { PromptFill } from "~/app/components/prompts/prompt-fill";
import { writeClipboard } from "~/app/components/prompt/use-clipboard";
import { Button } from "~/app/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/app/components/ui/dialog";
import { toast } from "~/app/components/ui/toast";
import { useLocale, useT } from "~/app/i18n/use-locale";

/**
 * A saved prompt's fill-in form: its fields, the text as it will read, and Copy. The answers are
 * remembered in this browser, per saved prompt. A failed copy keeps the dialog and what was typed.
 */
export function LockerFillDialog({
  prompt,
  onClose,
}: {
  prompt: { id: string; title: string; content: string } | null;
  onClose: () => void;
}) {
  const t = useT();
  // A saved prompt is written in its member's language, which is the one they read the site in.
  const locale = useLocale();
  const id = useId();
  return (
    <Dialog open={prompt !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {prompt ? (
        <DialogContent closeLabel={t("locker.fill.close")} data-testid="locker-fill-dialog">
          <DialogTitle>{t("locker.fill.title", { title: prompt.title })}</DialogTitle>
          <DialogDescription>{t("locker.fill.body")}</DialogDescription>
          <PromptFill
            key={prompt.id}
            id={id}
            text={prompt.content}
            language={locale}
            promptId={`locker-${prompt.id}`}
            kept={null}
            submitLabel={t("locker.fill.copy")}
            submitIcon={<Copy aria-hidden />}
            onSubmit={(filled) =>
              void writeClipboard(filled).then((ok) => {
                if (!ok) {
                  toast.error(t("variables.form.copyFailed"));
                  return;
                }
                toast.success(t("variables.form.copied"));
                onClose();
              })
            }
            actions={
              <Button type="button" variant="outline" onClick={onClose}>
                {t("locker.fill.close")}
              </Button>
            }
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
