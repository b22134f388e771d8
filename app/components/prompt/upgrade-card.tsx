import { Crown, Lock } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/app/components/ui/card";
import type { MessageKey } from "~/app/i18n/i18n";
import { useT } from "~/app/i18n/use-locale";
import type { LockReason } from "~/server/entitlements/entitlements";

const COPY: Record<LockReason, { title: MessageKey; body: MessageKey; cta?: MessageKey }> = {
  premium: { title: "prompt.locked.title", body: "prompt.locked.body" },
  // A forbidden prompt asks for Legend itself, whatever plan the reader has.
  forbidden: {
    title: "prompt.locked.forbidden.title",
    body: "prompt.locked.forbidden.body",
    cta: "prompt.locked.forbidden.cta",
  },
  "early-access": { title: "prompt.locked.earlyAccess.title", body: "prompt.locked.earlyAccess.body" },
  "category-limit": { title: "prompt.locked.categoryLimit.title", body: "prompt.locked.categoryLimit.body" },
};

/** Shown in place of a prompt's text when the viewer may not read it. */
export function UpgradeCard({ reason }: { reason: LockReason }) {
  const t = useT();
  return (
    <Card
      className="border-amber-400/70 bg-amber-50 dark:bg-amber-950/30"
      data-testid={reason === "forbidden" ? "legend-upgrade-card" : "upgrade-card"}
    >
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Lock className="size-4" aria-hidden /> {t(COPY[reason].title)}
        </CardTitle>
        <CardDescription className="text-foreground/80">{t(COPY[reason].body)}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link to="/pricing">
            <Crown aria-hidden /> {t(COPY[reason].cta ?? "prompt.locked.cta")}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
