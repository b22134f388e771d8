import { Loader2 } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import {
  ActionFailureAlert,
  actionFailureOf,
  type ActionFailure,
} from "~/app/components/layout/action-failure";
import { Button } from "~/app/components/ui/button";
import { cn } from "~/app/components/ui/cn";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/app/components/ui/dialog";
import { Input } from "~/app/components/ui/input";
import { Label } from "~/app/components/ui/label";
import { useT } from "~/app/i18n/use-locale";
import type { MessageKey } from "~/app/i18n/i18n";

const NO_QUERY: Record<string, string> = {};

/** The largest file read; the server refuses larger ones too. */
const MAX_BYTES = 2 * 1024 * 1024;

type FilePlace = { line: number } | { item: number };
interface Preview {
  format: string;
  rows: { at: FilePlace; title: string; status: "new" | "duplicate" | "error"; error?: string }[];
  counts: { new: number; duplicate: number; error: number };
}
export interface ImportResult {
  added: number;
  skipped: number;
  /** the locker's projects made for the file's categories */
  projectsCreated?: number;
}

type Answer<T> =
  | { ok: true; data: T }
  | { ok: false; failure: ActionFailure }
  | { ok: false; failure: null; error: string; at: FilePlace | null };

/** Sends the file to `${endpoint}${path}`; a refusal (4xx) is said, a failure may be retried. */
async function upload<T>(
  endpoint: string,
  path: string,
  file: { name: string; text: string },
  query: Record<string, string>,
): Promise<Answer<T>> {
  try {
    const search = new URLSearchParams({ ...query, name: file.name });
    const response = await fetch(`${endpoint}${path}?${search}`, {
      method: "POST",
      headers: { "content-type": "text/plain; charset=utf-8" },
      body: file.text,
    });
    const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (response.ok) return { ok: true, data: json as T };
    if (response.status >= 500) return { ok: false, failure: { actionFailure: "server" } };
    return {
      ok: false,
      failure: null,
      error: typeof json.error === "string" ? json.error : `HTTP ${response.status}`,
      at: (json.at as FilePlace | undefined) ?? null,
    };
  } catch (error) {
    return { ok: false, failure: actionFailureOf(error) ?? { actionFailure: "server" } };
  }
}

/**
 * Import of a file of prompts: the member picks it, sees what the server would do with each prompt
 * (new, duplicate skipped, error by line) and confirms; nothing is written before.
 */
export function ImportDialog({
  open,
  onOpenChange,
  endpoint,
  onImported,
  query = NO_QUERY,
  children,
  description,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the API prefix that answers /import/preview and /import, e.g. /api/v1/locker */
  endpoint: string;
  onImported: (result: ImportResult) => void;
  /** more of the query both requests send (the file's name is added); a change reads the file again */
  query?: Record<string, string>;
  /** the destination's own fields, shown above the file */
  children?: ReactNode;
  /** what the dialog says under its title, when the destination has more to say than the default */
  description?: string;
}) {
  const t = useT();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [refusal, setRefusal] = useState<{ error: string; at: FilePlace | null } | null>(null);
  const [failed, setFailed] = useState<{ what: string; failure: ActionFailure; retry: () => void } | null>(
    null,
  );
  const [busy, setBusy] = useState<"reading" | "importing" | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const queryKey = new URLSearchParams(query).toString();
  /** the query of the last preview asked for */
  const previewedWith = useRef(queryKey);

  const where = (at: FilePlace) =>
    "line" in at
      ? t("transfer.import.line", { line: at.line })
      : t("transfer.import.item", { item: at.item });

  function reset() {
    setFile(null);
    setPreview(null);
    setRefusal(null);
    setFailed(null);
    if (input.current) input.current.value = "";
  }

  async function read(chosen: { name: string; text: string }) {
    previewedWith.current = queryKey;
    setBusy("reading");
    setPreview(null);
    setRefusal(null);
    const answer = await upload<Preview>(endpoint, "/import/preview", chosen, query);
    setBusy(null);
    if (answer.ok) {
      setFailed(null);
      setPreview(answer.data);
    } else if (answer.failure) {
      setFailed({
        what: t("transfer.import.previewFailed"),
        failure: answer.failure,
        retry: () => void read(chosen),
      });
    } else {
      setFailed(null);
      setRefusal({ error: answer.error, at: answer.at });
    }
  }

  async function choose(picked: File | undefined) {
    if (!picked) return;
    setFailed(null);
    if (picked.size > MAX_BYTES) {
      setFile(null);
      setPreview(null);
      setRefusal({ error: t("transfer.import.tooLarge"), at: null });
      return;
    }
    // Read once: Retry sends the same text, whatever happens to the chosen file meanwhile.
    const chosen = { name: picked.name, text: await picked.text() };
    setFile(chosen);
    await read(chosen);
  }

  async function confirm() {
    if (!file) return;
    setBusy("importing");
    const answer = await upload<ImportResult>(endpoint, "/import", file, query);
    setBusy(null);
    if (answer.ok) {
      reset();
      onOpenChange(false);
      onImported(answer.data);
    } else if (answer.failure) {
      setFailed({ what: t("transfer.import.failed"), failure: answer.failure, retry: () => void confirm() });
    } else {
      setFailed(null);
      setPreview(null);
      setRefusal({ error: answer.error, at: answer.at });
    }
  }

  // What the preview said depends on the query's choices too: a new choice reads the file again
  // (once the request under way, if any, has answered).
  useEffect(() => {
    if (!file || busy !== null || previewedWith.current === queryKey) return;
    void read(file);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new choice (or the end of a request) reads again
  }, [queryKey, busy]);

  const ready = preview !== null && preview.counts.error === 0 && preview.counts.new > 0;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <DialogContent wide closeLabel={t("transfer.import.close")} data-testid="import-dialog">
        <DialogTitle>{t("transfer.import.title")}</DialogTitle>
        <DialogDescription>{description ?? t("transfer.import.description")}</DialogDescription>
        {children}
        <div className="grid gap-2">
          <Label htmlFor="import-file">{t("transfer.import.file")}</Label>
          <Input
            ref={input}
            id="import-file"
            type="file"
            accept=".json,.csv,.md,.yml,.yaml,application/json,text/csv,text/markdown"
            disabled={busy !== null}
            data-testid="import-file"
            onChange={(event) => void choose(event.target.files?.[0])}
          />
        </div>
        {busy === "reading" ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Loader2 className="size-4 animate-spin" aria-hidden /> {t("transfer.import.reading")}
          </p>
        ) : null}
        {failed ? (
          <ActionFailureAlert
            failure={failed.failure}
            what={failed.what}
            onRetry={failed.retry}
            busy={busy !== null}
          />
        ) : null}
        {refusal ? (
          <div
            role="alert"
            className="rounded-md border border-destructive/50 p-3 text-sm"
            data-testid="import-refusal"
          >
            <p className="font-medium text-destructive">{t("transfer.import.unreadable")}</p>
            <p>
              {refusal.at
                ? t("transfer.import.unreadableAt", { where: where(refusal.at), error: refusal.error })
                : refusal.error}
            </p>
          </div>
        ) : null}
        {preview ? (
          <section aria-labelledby="import-summary" className="grid gap-3" data-testid="import-preview">
            <div className="text-sm">
              <p className="text-muted-foreground">
                {t("transfer.import.format", {
                  format: t(`transfer.format.${preview.format}` as MessageKey),
                })}
              </p>
              <p id="import-summary" className="font-medium" role="status">
                {t("transfer.import.summary", preview.counts)}
              </p>
            </div>
            <div
              className="max-h-72 overflow-auto rounded-md border"
              tabIndex={0}
              aria-labelledby="import-summary"
            >
              <table className="w-full text-left text-sm">
                <thead className="sticky top-0 bg-muted">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-medium">
                      {t("transfer.import.where")}
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      {t("transfer.import.name")}
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      {t("transfer.import.status")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {preview.rows.map((row, index) => (
                    <tr key={index} className="border-t align-top">
                      <td className="px-3 py-2 whitespace-nowrap text-muted-foreground">{where(row.at)}</td>
                      <td className="px-3 py-2 break-words">{row.title || t("transfer.import.untitled")}</td>
                      <td className="px-3 py-2">
                        {row.status === "error" ? (
                          <span className="text-destructive">
                            {t("transfer.import.error", { error: row.error ?? "" })}
                          </span>
                        ) : (
                          <span
                            className={cn(
                              "inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold",
                              row.status === "new"
                                ? "bg-primary text-primary-foreground"
                                : "bg-secondary text-secondary-foreground",
                            )}
                          >
                            {t(row.status === "new" ? "transfer.import.new" : "transfer.import.duplicate")}
                          </span>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {preview.counts.error > 0 ? (
              <p className="text-sm text-destructive">{t("transfer.import.fixFirst")}</p>
            ) : preview.counts.new === 0 ? (
              <p className="text-sm text-muted-foreground">{t("transfer.import.nothingNew")}</p>
            ) : null}
          </section>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t("transfer.import.cancel")}
          </Button>
          <Button
            onClick={() => void confirm()}
            disabled={!ready || busy !== null}
            data-testid="import-confirm"
          >
            {busy === "importing" ? (
              <>
                <Loader2 className="animate-spin" aria-hidden /> {t("transfer.import.importing")}
              </>
            ) : (
              t("transfer.import.confirm", { count: preview?.counts.new ?? 0 })
            )}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
