import { CheckCircle2, Heart, Share2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { useFetcher, useLocation, useNavigate } from "react-router";
import {
  ActionFailureAlert,
  isActionFailure,
  type ActionFailure,
} from "~/app/components/layout/action-failure";
import { Button } from "~/app/components/ui/button";
import { toast } from "~/app/components/ui/toast";
import { useT } from "~/app/i18n/use-locale";
import type { PromptActionResult } from "~/app/routes/prompt";
import { recordPromptEvent } from "./record-event";
import { writeClipboard } from "./use-clipboard";

type Intent = "favorite" | "unfavorite" | "use";

/** Favourite, mark as used and share. The first two need an account: they are saved for the member. */
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
  const fetcher = useFetcher<PromptActionResult | ActionFailure>();
  const handled = useRef<PromptActionResult | ActionFailure | undefined>(undefined);
  // What Retry sends again after a request that got no answer.
  const lastIntent = useRef<Intent | null>(null);

  const pendingIntent =
    fetcher.state !== "idle" ? (fetcher.formData?.get("intent") as Intent | undefined) : undefined;
  // Optimistic: the button shows the new state while the server saves it.
  const favorite =
    pendingIntent === "favorite" ? true : pendingIntent === "unfavorite" ? false : Boolean(mine?.favorite);
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
    // Said in place, with Retry (ActionFailureAlert below); the buttons show their saved state again.
    if (isActionFailure(result)) return;
    if (result.ok) {
      toast.success(
        t(
          result.intent === "favorite"
            ? "prompt.favorite.added"
            : result.intent === "unfavorite"
              ? "prompt.favorite.removed"
              : "prompt.markedUsed",
        ),
      );
    } else if (result.error === "limit") {
      // The plan's limit is news about the plan, not a failure.
      toast.info(t("prompt.favorite.limit", { limit: result.limit ?? 2 }), {
        action: { label: t("prompt.upgradeAction"), onClick: () => navigate("/pricing") },
      });
    } else if (result.error === "login") {
      askToLogIn(t("prompt.loginToSave"));
    } else {
      toast.error(t("prompt.favorite.failed"));
    }
  });

  const action = `/prompt/${promptId}`;

  /** The buttons submit the form below; without an account they ask to log in instead. */
  function choose(event: React.MouseEvent, intent: Intent, loginHint: string) {
    if (!mine) {
      event.preventDefault();
      askToLogIn(loginHint);
      return;
    }
    lastIntent.current = intent;
  }

  function retry() {
    if (lastIntent.current) void fetcher.submit({ intent: lastIntent.current }, { method: "post", action });
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

  // A form rather than fetcher.submit: React Router learns the routes of a form's action ahead
  // (lazy route discovery), so a click while offline reaches the clientAction instead of failing
  // to ask the server which route /prompt/:id is.
  return (
    <div className="flex flex-col gap-2" role="group" aria-label={t("prompt.sidebar.actions")}>
      <fetcher.Form method="post" action={action} className="contents">
        <Button
          type="submit"
          name="intent"
          value={favorite ? "unfavorite" : "favorite"}
          variant={favorite ? "secondary" : "outline"}
          aria-pressed={favorite}
          onClick={(event) => choose(event, favorite ? "unfavorite" : "favorite", t("prompt.loginToSave"))}
          data-testid="favorite-toggle"
        >
          <Heart aria-hidden className={favorite ? "fill-current text-rose-500" : undefined} />
          {favorite ? t("prompt.favorite.remove") : t("prompt.favorite.save")}
        </Button>
        <Button
          type="submit"
          name="intent"
          value="use"
          variant={usedToday ? "secondary" : "outline"}
          // aria-disabled, not disabled: the button keeps the keyboard focus once it is marked.
          aria-disabled={usedToday && Boolean(mine)}
          className="aria-disabled:cursor-default aria-disabled:opacity-70"
          onClick={(event) => {
            if (usedToday && mine) event.preventDefault();
            else choose(event, "use", t("prompt.loginToMarkUsed"));
          }}
        >
          <CheckCircle2 aria-hidden className={usedToday ? "text-emerald-600" : undefined} />
          {usedToday && mine ? t("prompt.usedToday") : t("prompt.markUsed")}
        </Button>
      </fetcher.Form>
      <Button variant="outline" onClick={share}>
        <Share2 aria-hidden /> {t("prompt.share")}
      </Button>
      <ActionFailureAlert failure={fetcher.state === "idle" ? fetcher.data : undefined} onRetry={retry} />
    </div>
  );
}
