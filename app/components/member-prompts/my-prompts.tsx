import { Check, Copy, Download, Lock, PenLine, Plus, Globe, Upload } from "lucide-react";
import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { useCopy } from "~/app/components/prompt/use-clipboard";
import { Badge } from "~/app/components/ui/badge";
import { Button } from "~/app/components/ui/button";
import { DeferredDropdown } from "~/app/components/ui/deferred-menu";
import { idleModule } from "~/app/components/ui/idle-module";
import { toast } from "~/app/components/ui/toast";
import { useLocale, useT } from "~/app/i18n/use-locale";
import { EXPORT_FORMATS } from "~/core/prompt-transfer-formats";
import { EditLink } from "./edit-link";
import { DeletePromptButton, PublishButton } from "./owner-controls";
import { importAgain } from "~/app/loading/import-again";
import { dateFormat } from "~/core/intl";

export interface MyPrompt {
  id: number;
  title: string;
  description: string;
  promptText: string;
  isPublished: boolean;
  updatedAt: string;
}

function CopyButton({ text }: { text: string }) {
  const t = useT();
  const { copied, copy } = useCopy();
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      disabled={copied}
      onClick={async () => {
        if (await copy(text)) toast.success(t("prompt.copiedToast"));
        else toast.error(t("prompt.copyFailed"));
      }}
    >
      {copied ? <Check aria-hidden /> : <Copy aria-hidden />}{" "}
      {copied ? t("prompt.copied") : t("memberPrompts.mine.copy")}
    </Button>
  );
}

// The import dialog (reading the file, the preview, its failures) is closed when the page loads:
// it loads once the page is idle, or when "Import" is pointed at, focused or pressed.
const importDialog = idleModule(() => importAgain(() => import("~/app/components/transfer/import-dialog")));
const loadImportDialog = importDialog.preload;

/** "My prompts" on /profile: newest first, each with its status and the author's actions. */
export function MyPrompts({ prompts, total }: { prompts: MyPrompt[]; total: number }) {
  const t = useT();
  const locale = useLocale();
  const date = dateFormat(locale, { dateStyle: "medium" });
  const [importing, setImporting] = useState(false);
  const revalidator = useRevalidator();
  const transfer = importDialog.useModule();

  return (
    <section className="mt-12" aria-labelledby="my-prompts-heading" data-testid="my-prompts">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-prompts-heading" className="text-2xl font-bold tracking-tight">
          {t("memberPrompts.mine.title")}
        </h2>
        <div className="flex flex-wrap gap-2">
          {prompts.length > 0 ? (
            <DeferredDropdown
              trigger={
                <Button variant="outline" data-testid="my-prompts-export">
                  <Download aria-hidden /> {t("transfer.export")}
                </Button>
              }
              items={(DropdownMenuItem) => (
                <>
                  {EXPORT_FORMATS.map((format) => (
                    <DropdownMenuItem key={format} asChild>
                      {/* The session cookie goes with the link; the server names the file. */}
                      <a href={`/api/v1/me/prompts/export?format=${format}`} download>
                        {t(`transfer.export.${format}`)}
                      </a>
                    </DropdownMenuItem>
                  ))}
                </>
              )}
            />
          ) : null}
          <Button
            variant="outline"
            onPointerEnter={loadImportDialog}
            onFocus={loadImportDialog}
            onClick={() => {
              setImporting(true);
              loadImportDialog();
            }}
            data-testid="my-prompts-import"
          >
            <Upload aria-hidden /> {t("memberPrompts.mine.import")}
          </Button>
          {transfer ? (
            <transfer.ImportDialog
              open={importing}
              onOpenChange={setImporting}
              endpoint="/api/v1/me/prompts"
              description={t("memberPrompts.import.description")}
              onImported={(result) => {
                toast.success(t("memberPrompts.import.done", { added: result.added }), {
                  description: t("memberPrompts.import.report", { skipped: result.skipped }),
                });
                // The list comes from the page's loader: read it again to show the new prompts.
                void revalidator.revalidate();
              }}
            />
          ) : null}
          {prompts.length > 0 ? (
            <Button asChild>
              <Link to="/create-prompt">
                <Plus aria-hidden /> {t("memberPrompts.mine.create")}
              </Link>
            </Button>
          ) : null}
        </div>
      </div>
      {prompts.length === 0 ? (
        <div className="rounded-xl border border-dashed border-border p-8 text-center">
          <PenLine aria-hidden className="mx-auto size-8 text-muted-foreground" />
          <p className="mx-auto mt-3 max-w-md text-muted-foreground">{t("memberPrompts.mine.empty")}</p>
          <Button asChild className="mt-4">
            <Link to="/create-prompt">{t("memberPrompts.mine.emptyAction")}</Link>
          </Button>
        </div>
      ) : (
        <ul className="space-y-3">
          {prompts.map((prompt) => (
            <li
              key={prompt.id}
              className="rounded-xl border border-border bg-card p-4"
              data-testid="my-prompt"
            >
              <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <Link to={`/prompt/${prompt.id}`} className="font-semibold break-words hover:underline">
                      {prompt.title}
                    </Link>
                    {prompt.isPublished ? (
                      <Badge variant="secondary">
                        <Globe aria-hidden className="size-3" /> {t("memberPrompts.mine.published")}
                      </Badge>
                    ) : (
                      <Badge variant="outline">
                        <Lock aria-hidden className="size-3" /> {t("memberPrompts.mine.private")}
                      </Badge>
                    )}
                  </div>
                  <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{prompt.description}</p>
                  <p className="mt-1 text-xs text-muted-foreground">
                    {t("memberPrompts.mine.updated", { date: date.format(new Date(prompt.updatedAt)) })}
                  </p>
                </div>
              </div>
              <div className="mt-3 flex flex-wrap items-center gap-2">
                <CopyButton text={prompt.promptText} />
                <EditLink id={prompt.id} size="sm" />
                <PublishButton prompt={prompt} redirectTo="/profile" size="sm" />
                <DeletePromptButton prompt={prompt} redirectTo="/profile" size="sm" />
              </div>
            </li>
          ))}
        </ul>
      )}
      {total > prompts.length ? (
        <p className="mt-4 text-sm text-muted-foreground">
          {t("memberPrompts.mine.more", { shown: prompts.length, total })}
        </p>
      ) : null}
    </section>
  );
}
