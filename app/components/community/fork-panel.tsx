import "./messages";
import { GitFork, Loader2, Lock } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { ActionFailureAlert, type ActionFailure } from "~/app/components/layout/action-failure";
import { Button } from "~/app/components/ui/button";
import { useT } from "~/app/i18n/use-locale";
import { communityRequest } from "./community-api";
import type { CommunityViewer } from "./community-gate";

export interface ForkInfo {
  basedOn: { id: number; title: string } | null;
  versions: { total: number; items: { id: number; title: string; author: string | null }[] };
}

/** "Make my version", the original a version is based on, and the published member versions. */
export function ForkPanel({
  promptId,
  canRead,
  forks,
  viewer,
}: {
  promptId: number;
  /** the reader may read the text, and so copy it */
  canRead: boolean;
  forks: ForkInfo;
  viewer: CommunityViewer;
}) {
  const t = useT();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function fork() {
    setBusy(true);
    setFailure(null);
    setRefusal(null);
    const answer = await communityRequest<{ prompt: { id: number } }>("POST", `/prompts/${promptId}/forks`);
    setBusy(false);
    if (answer.kind === "ok") navigate(`/prompt/${answer.data.prompt.id}`);
    else if (answer.kind === "failed") setFailure(answer.failure);
    else setRefusal(t("community.error", { error: answer.error }));
  }

  return (
    <div className="space-y-2 text-sm" data-testid="fork-panel">
      {forks.basedOn ? (
        <p data-testid="fork-based-on">
          {t("community.fork.basedOn")}{" "}
          <Link to={`/prompt/${forks.basedOn.id}`} className="font-medium text-primary hover:underline">
            {forks.basedOn.title}
          </Link>
        </p>
      ) : null}
      {canRead ? (
        viewer.canTakePart ? (
          <Button
            variant="outline"
            className="w-full"
            onClick={() => void fork()}
            disabled={busy}
            data-testid="fork"
          >
            {busy ? <Loader2 className="animate-spin" aria-hidden /> : <GitFork aria-hidden />}
            {busy ? t("community.fork.working") : t("community.fork")}
          </Button>
        ) : (
          <Button variant="outline" className="w-full" asChild>
            <Link to={viewer.signedIn ? "/pricing" : "/login"} data-testid="fork-locked">
              <Lock aria-hidden /> {t("community.fork")}
            </Link>
          </Button>
        )
      ) : null}
      {refusal ? (
        <p role="alert" className="text-destructive">
          {refusal}
        </p>
      ) : null}
      <ActionFailureAlert failure={failure} onRetry={() => void fork()} what={t("community.fork.notMade")} />
      {forks.versions.total > 0 ? (
        <details className="rounded-lg border border-border p-3" data-testid="fork-versions">
          <summary className="cursor-pointer font-medium">
            {t("community.fork.versions", { count: forks.versions.total })}
          </summary>
          <ul className="mt-2 space-y-1">
            {forks.versions.items.map((item) => (
              <li key={item.id}>
                <Link to={`/prompt/${item.id}`} className="text-primary hover:underline">
                  {item.title}
                </Link>
                {item.author ? (
                  <span className="text-muted-foreground">
                    {" "}
                    {t("community.fork.versionBy", { name: item.author })}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
