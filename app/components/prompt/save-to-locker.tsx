import { Archive, ArchiveRestore, Loader2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import {
  ActionFailureAlert,
  actionFailureOf,
  type ActionFailure,
} from "~/app/components/layout/action-failure";
import { Button } from "~/app/components/ui/button";
import { toast } from "~/app/components/ui/toast";
import { useT } from "~/app/i18n/use-locale";

/**
 * "Save to locker" for a Legend member on a prompt they can read: a copy in their
 * language goes to their locker, to adapt without touching the original. Once saved, the button
 * opens that copy.
 */
export function SaveToLocker({ promptId, savedId }: { promptId: number; savedId: string | null }) {
  const t = useT();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(savedId);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  // This part of the page is loaded on its own (lazily), after the rest has hydrated: the
  // attribute tells when its button answers clicks.
  const saveButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    saveButton.current?.setAttribute("data-ready", "true");
  }, []);

  if (saved) {
    return (
      <Button variant="secondary" className="w-full" asChild>
        <Link to={`/prompt-locker?edit=${saved}`} data-testid="locker-open">
          <ArchiveRestore aria-hidden /> {t("prompt.locker.open")}
        </Link>
      </Button>
    );
  }

  async function save() {
    setSaving(true);
    setFailure(null);
    let response: Response;
    try {
      response = await fetch("/api/v1/locker/prompts/from-library", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ promptId }),
      });
    } catch (error) {
      // No answer at all (offline): said in place, with Retry.
      setFailure(actionFailureOf(error));
      setSaving(false);
      return;
    }
    if (response.status >= 500) {
      // The server's own failure: nothing the member did; said in place, with Retry, like no answer.
      setFailure({ actionFailure: "server" });
      setSaving(false);
      return;
    }
    try {
      const body = (await response.json().catch(() => ({}))) as { prompt?: { id: string }; error?: string };
      if (!response.ok || !body.prompt) throw new Error(body.error ?? String(response.status));
      const id = body.prompt.id;
      setSaved(id);
      toast.success(t("prompt.locker.saved"), {
        description: t("prompt.locker.savedBody"),
        action: {
          label: t("prompt.locker.openAction"),
          onClick: () => navigate(`/prompt-locker?edit=${id}`),
        },
      });
    } catch (error) {
      toast.error(t("prompt.locker.failed"), {
        description: error instanceof Error ? error.message : undefined,
        action: { label: t("actionFailure.retry"), onClick: () => void save() },
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="space-y-2">
      <Button
        variant="outline"
        className="w-full"
        onClick={() => void save()}
        disabled={saving}
        data-testid="locker-save-library"
        ref={saveButton}
      >
        {saving ? <Loader2 className="animate-spin" aria-hidden /> : <Archive aria-hidden />}
        {saving ? t("prompt.locker.saving") : t("prompt.locker.save")}
      </Button>
      <ActionFailureAlert failure={failure} onRetry={() => void save()} />
    </div>
  );
}
