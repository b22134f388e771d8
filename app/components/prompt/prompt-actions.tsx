import { CheckCircle2, Heart, Share2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { useFetcher, useLocation, useNavigate } from "react-router";
import { Button } from "~/app/components/ui/button";
import { toast } from "~/app/components/ui/toast";
import { useT } from "~/app/i18n/use-locale";
import type { PromptActionResult } from "~/app/routes/prompt";
import { recordPromptEvent } from "./record-event";
import { writeClipboard } from "./use-clipboard";

type Intent = "favorite" | "unfavorite" | "use";

/** Favourite, mark as used and share. The first two need an account (SPEC §4). */
export function PromptActions({
  promptId,
  title,
  text,
  mine,
}: {
  promptId: number;
  title: string;
  text: string;
  mine: { favorite: boolean; usedToday: boolean } | null;
}) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const fetcher = useFetcher<PromptActionResult>();
  const handled = useRef<PromptActionResult | undefined>(undefined);

  const pendingIntent = fetcher.state !== "idle" ? (fetcher.formData?.get("intent") as Intent | undefined) : undefined;
  // Optimistic: the button shows the new state while the server saves it.
  const favorite = pendingIntent === "favorite" ? true : pendingIntent === "unfavorite" ? false : Boolean(mine?.favorite);
  const usedToday = pendingIntent === "use" || Boolean(mine?.usedToday);

  function askToLogIn(description: string) {
    toast.info(t("prompt.loginRequired"), {
      description,
      action: {
        label: t("prompt.loginAction"),
        onClick: () => navigate(`/login?redirectTo=${encodeURIComponent(location.pathname)}`),
      },
    });
  }

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      toast.success(
        t(result.intent === "favorite" ? "prompt.favorite.added" : result.intent === "unfavorite" ? "prompt.favorite.removed" : "prompt.markedUsed"),
      );
    } else if (result.error === "limit") {
      toast.error(t("prompt.favorite.limit", { limit: result.limit ?? 2 }), {
        action: { label: t("prompt.upgradeAction"), onClick: () => navigate("/pricing") },
      });
    } else if (result.error === "login") {
      askToLogIn(t("prompt.loginToSave"));
    } else {
      toast.error(t("prompt.favorite.failed"));
    }
  });

  function submit(intent: Intent, loginHint: string) {
    if (!mine) return askToLogIn(loginHint);
    fetcher.submit({ intent }, { method: "post", action: `/prompt/${promptId}` });
  }

  async function share() {
    const url = window.location.origin + location.pathname;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text, url });
        toast.success(t("prompt.sharedToast"));
        recordPromptEvent(promptId, "share");
      } catch {
        // The person closed the share sheet: nothing to say.
      }
      return;
    }
    if (await writeClipboard(url)) {
      toast.success(t("prompt.linkCopiedToast"));
      recordPromptEvent(promptId, "share");
    } else {
      toast.error(t("prompt.copyFailed"));
    }
  }

  return (
    <div className="flex flex-col gap-2" role="group" aria-label={t("prompt.sidebar.actions")}>
      <Button
        variant={favorite ? "secondary" : "outline"}
        aria-pressed={favorite}
        onClick={() => submit(favorite ? "unfavorite" : "favorite", t("prompt.loginToSave"))}
        data-testid="favorite-toggle"
      >
        <Heart aria-hidden className={favorite ? "fill-current text-rose-500" : undefined} />
        {favorite ? t("prompt.favorite.remove") : t("prompt.favorite.save")}
      </Button>
      <Button
        variant={usedToday ? "secondary" : "outline"}
        disabled={usedToday && Boolean(mine)}
        onClick={() => submit("use", t("prompt.loginToMarkUsed"))}
      >
        <CheckCircle2 aria-hidden className={usedToday ? "text-emerald-600" : undefined} />
        {usedToday && mine ? t("prompt.usedToday") : t("prompt.markUsed")}
      </Button>
      <Button variant="outline" onClick={share}>
        <Share2 aria-hidden /> {t("prompt.share")}
      </Button>
    </div>
  );
}
