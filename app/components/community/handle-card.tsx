import "./messages";
import { Loader2 } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { ActionFailureAlert, type ActionFailure } from "~/app/components/layout/action-failure";
import { Button } from "~/app/components/ui/button";
import { Input } from "~/app/components/ui/input";
import { useT } from "~/app/i18n/use-locale";
import { handleProblem } from "~/core/forms/examples";
import { communityRequest } from "./community-api";

/**
 * Settings' "Community handle": checked as typed (length, characters, reserved words) and by the
 * server (someone else's). What is typed stays when saving fails; Retry sends it again.
 */
export function HandleCard({ initial }: { initial: string | null }) {
  const t = useT();
  const id = useId();
  const [value, setValue] = useState(initial ?? "");
  const [saved, setSaved] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<ActionFailure | null>(null);

  async function save() {
    const handle = value.trim().toLowerCase();
    setNotice(null);
    setFailure(null);
    const problem = handle === "" ? null : handleProblem(handle);
    if (problem) return setError(t(`handle.error.${problem}`));
    setError(null);
    setBusy(true);
    const answer = await communityRequest<{ handle: string | null }>("PUT", "/me/handle", { handle });
    setBusy(false);
    if (answer.kind === "ok") {
      setSaved(answer.data.handle);
      setValue(answer.data.handle ?? "");
      setNotice(answer.data.handle ? t("handle.saved") : t("handle.removed"));
    } else if (answer.kind === "failed") setFailure(answer.failure);
    else if (answer.code === "handle_taken") setError(t("handle.error.taken"));
    else setError(t("handle.error.failed"));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void save();
  }

  return (
    <form onSubmit={submit} className="space-y-2" noValidate data-testid="handle-form">
      <label htmlFor={`${id}-handle`} className="text-sm font-medium">
        {t("handle.label")}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={`${id}-handle`}
          name="handle"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={40}
          aria-invalid={error !== null}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          data-testid="handle-input"
        />
        <Button type="submit" disabled={busy} data-testid="handle-save">
          {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
          {busy ? t("handle.saving") : t("handle.save")}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t("handle.hint")}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive" data-testid="handle-error">
          {error}
        </p>
      ) : null}
      {notice ? (
        <p role="status" className="text-sm text-muted-foreground" data-testid="handle-notice">
          {notice}
        </p>
      ) : null}
      {saved ? (
        <Link
          to={`/u/${saved}`}
          className="text-sm font-medium text-primary underline-offset-4 hover:underline"
          data-testid="handle-profile-link"
        >
          {t("handle.viewProfile")}
        </Link>
      ) : null}
      <ActionFailureAlert failure={failure} onRetry={() => void save()} what={t("handle.error.failed")} />
    </form>
  );
}
