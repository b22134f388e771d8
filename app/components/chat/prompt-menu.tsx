import { Flame, Loader2, Search } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { PlanChangeDialog } from "~/app/components/billing/plan-change";
import { PlanBadge } from "~/app/components/catalog/prompt-badges";
import { Button } from "~/app/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/app/components/ui/dialog";
import { Input } from "~/app/components/ui/input";
import { fetchKeptValues, PromptFill } from "~/app/components/prompts/prompt-fill";
import type { VariableValues } from "~/app/components/prompts/variable-form";
import { useLocale, useT } from "~/app/i18n/use-locale";
import type { Locale } from "~/core/locale";
import { parseTemplate } from "~/core/variables";
import "~/app/components/billing/messages";

interface MenuPrompt {
  id: number | string;
  source: "library" | "locker";
  title: string;
  isPremium: boolean;
  isForbidden?: boolean;
}

type Step =
  | { kind: "pick" }
  | {
      kind: "fill";
      promptId: number | string;
      title: string;
      text: string;
      language: Locale;
      /** a member's kept values for a library prompt; null for a locker prompt (kept in this browser) */
      kept: VariableValues | null;
    }
  | { kind: "legend"; title: string };

/** A locker prompt's answers are kept in this browser under its uuid, apart from library ids. */
const locker = (promptId: number | string) =>
  typeof promptId === "number" ? promptId : `locker-${promptId}`;

/** What the member pays for now, as POST /api/v1/subscription/check answers it. */
interface PlanInForce {
  tier: "free" | "creator" | "legend";
  periodEnd: string | null;
}

/**
 * The chat's prompt menu: the member's prompts and the library's, searched
 * as they type; a prompt with variables opens its fill-in form first (a field of each one's kind,
 * the text as it will read, the answers remembered for next time), then its filled text is inserted.
 */
export function PromptMenu({
  open,
  onOpenChange,
  onInsert,
  endpoint = "/api/v1/chat/prompt-menu",
  insertLabel,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onInsert: (text: string) => void;
  /** the fill-in form's button; "Insert into message" by default */
  insertLabel?: string;
  /** where the menu's prompts come from: the chat's, or focus mode's (same answer, other plans) */
  endpoint?: string;
}) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const [q, setQ] = useState("");
  const [items, setItems] = useState<{ mine: MenuPrompt[]; library: MenuPrompt[] } | null>(null);
  const [failed, setFailed] = useState(false);
  const [step, setStep] = useState<Step>({ kind: "pick" });
  const [picking, setPicking] = useState<number | string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const [plan, setPlan] = useState<PlanInForce | null>(null);
  const [changing, setChanging] = useState(false);

  // A Creator already pays: a Legend prompt offers them the change on the same subscription.
  useEffect(() => {
    if (step.kind !== "legend" || plan) return;
    const controller = new AbortController();
    fetch("/api/v1/subscription/check", { method: "POST", signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) return;
        const body = (await response.json()) as {
          subscription_tier: PlanInForce["tier"];
          subscription_end: string | null;
        };
        setPlan({ tier: body.subscription_tier, periodEnd: body.subscription_end });
      })
      // Without the answer the member is offered the plans page.
      .catch(() => undefined);
    return () => controller.abort();
  }, [step.kind, plan]);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`${endpoint}?q=${encodeURIComponent(q)}`, { signal: controller.signal })
        .then(async (response) => {
          if (!response.ok) throw new Error(String(response.status));
          setItems((await response.json()) as { mine: MenuPrompt[]; library: MenuPrompt[] });
          setFailed(false);
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted) setFailed(true);
          void error;
        });
    }, 150);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [open, q, endpoint]);

  function reset(next: boolean) {
    onOpenChange(next);
    if (!next) {
      setStep({ kind: "pick" });
      setQ("");
    }
  }

  async function pick(prompt: MenuPrompt) {
    // A Legend prompt's text is not the member's to insert: say so, and how Legend opens it.
    if (prompt.isForbidden) {
      setStep({ kind: "legend", title: prompt.title });
      return;
    }
    setPicking(prompt.id);
    try {
      // A saved prompt's text is the member's own copy in the locker; a library prompt's, the page's.
      const locker = prompt.source === "locker";
      const response = await fetch(
        locker ? `/api/v1/locker/prompts/${prompt.id}` : `/api/v1/prompts/${prompt.id}`,
      );
      const body = (await response.json()) as {
        prompt?: {
          title: string;
          promptText?: string | null;
          content?: string;
          isForbidden?: boolean;
          locale?: Locale;
        };
      };
      const text = locker ? body.prompt?.content : body.prompt?.promptText;
      if (!text && body.prompt?.isForbidden) {
        setStep({ kind: "legend", title: body.prompt?.title ?? prompt.title });
        return;
      }
      if (!response.ok || !text) throw new Error("no text");
      if (parseTemplate(text).variables.length === 0) {
        onInsert(text);
        reset(false);
        return;
      }
      // A locker prompt is written in the member's language; a library one says its own.
      const language = body.prompt?.locale ?? locale;
      const kept = locker ? null : await fetchKeptValues(Number(prompt.id), language);
      setStep({ kind: "fill", promptId: prompt.id, title: body.prompt!.title, text, language, kept });
    } catch {
      setFailed(true);
    } finally {
      setPicking(null);
    }
  }

  // Arrow keys move between the prompts of the list, as in a menu.
  function onListKeyDown(event: React.KeyboardEvent) {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const buttons = [
      ...(listRef.current?.querySelectorAll<HTMLButtonElement>("button[data-menu-item]") ?? []),
    ];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next =
      buttons[event.key === "ArrowDown" ? Math.min(index + 1, buttons.length - 1) : Math.max(index - 1, 0)];
    next?.focus();
    event.preventDefault();
  }

  const group = (label: string, prompts: MenuPrompt[]) =>
    prompts.length ? (
      <div role="group" aria-label={label}>
        <p className="px-2 pt-2 pb-1 text-xs font-semibold text-muted-foreground uppercase">{label}</p>
        {prompts.map((prompt) => (
          <button
            key={`${prompt.source}-${prompt.id}`}
            type="button"
            data-menu-item
            onClick={() => void pick(prompt)}
            disabled={picking !== null}
            className="flex w-full items-center justify-between gap-2 rounded-md px-2 py-2 text-left text-sm hover:bg-muted focus-visible:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <span className="line-clamp-2">{prompt.title}</span>
            {picking === prompt.id ? (
              <Loader2 className="size-4 shrink-0 animate-spin" aria-hidden />
            ) : (
              <PlanBadge prompt={prompt} />
            )}
          </button>
        ))}
      </div>
    ) : null;

  return (
    <>
      <Dialog open={open} onOpenChange={reset}>
        <DialogContent closeLabel={t("chat.fill.cancel")} data-testid="prompt-menu">
          {step.kind === "legend" ? (
            <div className="grid gap-4" data-testid="prompt-menu-legend">
              <Flame className="size-8 text-primary" aria-hidden />
              <DialogTitle>{t("chat.legend.title", { title: step.title })}</DialogTitle>
              <DialogDescription>{t("chat.legend.body")}</DialogDescription>
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Button type="button" variant="outline" onClick={() => setStep({ kind: "pick" })}>
                  {t("chat.legend.back")}
                </Button>
                {plan?.tier === "creator" ? (
                  <Button
                    type="button"
                    data-testid="prompt-menu-change"
                    onClick={() => {
                      reset(false);
                      setChanging(true);
                    }}
                  >
                    {t("pricing.change", { plan: t("plan.legend.name") })}
                  </Button>
                ) : (
                  <Button asChild>
                    <Link to="/pricing" data-testid="prompt-menu-plans">
                      {t("chat.legend.plans")}
                    </Link>
                  </Button>
                )}
              </div>
            </div>
          ) : step.kind === "pick" ? (
            <>
              <DialogTitle>{t("chat.menu.open")}</DialogTitle>
              <DialogDescription className="sr-only">{t("chat.menu.search")}</DialogDescription>
              <div className="relative">
                <Search
                  className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                  aria-hidden
                />
                <Input
                  type="search"
                  value={q}
                  onChange={(event) => setQ(event.target.value)}
                  onKeyDown={(event) => {
                    if (event.key === "ArrowDown") {
                      listRef.current?.querySelector<HTMLButtonElement>("button[data-menu-item]")?.focus();
                      event.preventDefault();
                    }
                  }}
                  aria-label={t("chat.menu.search")}
                  placeholder={t("chat.menu.search")}
                  className="pl-9"
                  maxLength={100}
                  autoFocus
                />
              </div>
              <div
                ref={listRef}
                onKeyDown={onListKeyDown}
                className="max-h-80 overflow-y-auto"
                aria-live="polite"
              >
                {failed ? (
                  <p className="p-2 text-sm text-destructive">{t("chat.errors.failed")}</p>
                ) : !items ? (
                  <p className="flex items-center gap-2 p-2 text-sm text-muted-foreground">
                    <Loader2 className="size-4 animate-spin" aria-hidden /> {t("chat.menu.loading")}
                  </p>
                ) : items.mine.length + items.library.length === 0 ? (
                  <p className="p-2 text-sm text-muted-foreground">{t("chat.menu.empty")}</p>
                ) : (
                  <>
                    {group(t("chat.menu.mine"), items.mine)}
                    {group(t("chat.menu.library"), items.library)}
                  </>
                )}
              </div>
            </>
          ) : (
            <div className="grid gap-4">
              <DialogTitle>{t("chat.fill.title", { title: step.title })}</DialogTitle>
              <DialogDescription>{t("chat.fill.body")}</DialogDescription>
              <PromptFill
                key={`${step.promptId}`}
                id={id}
                text={step.text}
                language={step.language}
                promptId={locker(step.promptId)}
                kept={step.kept}
                submitLabel={insertLabel ?? t("chat.fill.insert")}
                onSubmit={(filled) => {
                  onInsert(filled);
                  reset(false);
                }}
                actions={
                  <Button type="button" variant="outline" onClick={() => setStep({ kind: "pick" })}>
                    {t("chat.fill.cancel")}
                  </Button>
                }
              />
            </div>
          )}
        </DialogContent>
      </Dialog>
      <PlanChangeDialog
        key={changing ? "legend" : "closed"}
        plan={changing ? "legend" : null}
        periodEnd={plan?.periodEnd ?? null}
        onOpenChange={setChanging}
      />
    </>
  );
}
