import { Copy, Crown, Inbox, Sparkles, Star, Users } from "lucide-react";
import { useLocale, useT } from "~/app/i18n/use-locale";
import type { AdminOverview } from "~/server/admin/overview.server";
import { formatNumber } from "./format";

export function Overview({ overview }: { overview: AdminOverview }) {
  const t = useT();
  const locale = useLocale();
  const stats = [
    { id: "users", label: t("admin.overview.users"), value: overview.users, icon: Users },
    { id: "creator", label: t("admin.overview.creator"), value: overview.paying.creator, icon: Star },
    { id: "legend", label: t("admin.overview.legend"), value: overview.paying.legend, icon: Crown },
    {
      id: "prompts",
      label: t("admin.overview.prompts"),
      value: overview.prompts.total,
      icon: Sparkles,
      detail: t("admin.overview.promptsDetail", {
        catalog: overview.prompts.catalog,
        member: overview.prompts.member,
      }),
    },
    { id: "copies", label: t("admin.overview.copies"), value: overview.copiesLast7Days, icon: Copy },
    { id: "messages", label: t("admin.overview.messages"), value: overview.newMessages, icon: Inbox },
  ];
  return (
    <section aria-label={t("admin.overview.label")}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {stats.map(({ id, label, value, icon: Icon, detail }) => (
          <div key={id} className="rounded-lg border bg-card p-4" data-testid={`admin-stat-${id}`}>
            <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
              <Icon className="size-3.5" aria-hidden /> {label}
            </dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums">{formatNumber(value, locale)}</dd>
            {detail ? <dd className="text-xs text-muted-foreground">{detail}</dd> : null}
          </div>
        ))}
      </dl>
    </section>
  );
}
