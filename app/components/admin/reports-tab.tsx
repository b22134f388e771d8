import "~/app/components/community/messages";
import { Ban, Eye, EyeOff, ExternalLink, Loader2 } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { Badge } from "~/app/components/ui/badge";
import { Button } from "~/app/components/ui/button";
import { Card, CardContent, CardTitle } from "~/app/components/ui/card";
import { useLocale, useT } from "~/app/i18n/use-locale";
import type { AdminTabData } from "~/app/routes/admin";
import { formatDateTime } from "./format";
import { Pager } from "./pager";
import { PostingBan } from "./posting-ban";
import { useAdminFetcher } from "./use-admin-fetcher";

type ReportsData = Extract<AdminTabData, { tab: "reports" }>;
type Report = ReportsData["items"][number];
type Decision = "hide" | "restore" | "dismiss";

const STATUSES = ["open", "hidden", "restored", "dismissed"] as const;

/** What an admin may still do with a report in each state. */
const DECISIONS: Record<Report["status"], Decision[]> = {
  open: ["hide", "dismiss"],
  hidden: ["restore"],
  restored: ["hide"],
  dismissed: ["hide"],
};

const DECISION_ICONS = { hide: EyeOff, restore: Eye, dismiss: Ban } as const;

/** Members' reports of comments and member prompts, and the admin's Hide / Restore / Dismiss. */
export function ReportsTab({ data }: { data: ReportsData }) {
  const t = useT();
  const [params] = useSearchParams();
  // One fetcher for the tab, not one per report: a hidden report leaves the list as soon as the
  // loader runs again, and its answer is still toasted.
  const fetcher = useAdminFetcher("admin-reports");
  const status = data.filter.status;
  const filterLink = (value: (typeof STATUSES)[number]) =>
    `?${new URLSearchParams(value === "open" ? { tab: "reports" } : { tab: "reports", status: value })}`;
  return (
    <Card>
      <div className="flex flex-wrap items-start justify-between gap-3 p-6">
        <div className="min-w-0">
          <CardTitle>{t("admin.reports.title")}</CardTitle>
          <p className="mt-1 max-w-2xl text-sm text-muted-foreground">{t("admin.reports.subtitle")}</p>
        </div>
        <nav
          className="inline-flex max-w-full overflow-x-auto rounded-lg bg-muted p-1"
          aria-label={t("admin.reports.filter")}
        >
          {STATUSES.map((value) => (
            <Link
              key={value}
              to={filterLink(value)}
              aria-current={status === value ? "page" : undefined}
              className="rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap aria-[current=page]:bg-background aria-[current=page]:shadow-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              preventScrollReset
              data-testid={`reports-filter-${value}`}
            >
              {t(`admin.reports.status.${value}`)}
            </Link>
          ))}
        </nav>
      </div>
      <CardContent>
        {data.items.length === 0 ? (
          <p className="py-8 text-center text-muted-foreground" data-testid="admin-reports-empty">
            {t("admin.reports.empty")}
          </p>
        ) : (
          <ul className="space-y-3" data-testid="admin-reports">
            {data.items.map((report) => (
              <ReportItem key={report.id} report={report} fetcher={fetcher} />
            ))}
          </ul>
        )}
        <Pager total={data.total} offset={data.filter.offset} limit={data.filter.limit} params={params} />
      </CardContent>
    </Card>
  );
}

function ReportItem({ report, fetcher }: { report: Report; fetcher: ReturnType<typeof useAdminFetcher> }) {
  const t = useT();
  const locale = useLocale();
  const busy = fetcher.state !== "idle";
  const mine = busy && fetcher.formData?.get("target") === String(report.id);
  const pending = mine ? String(fetcher.formData?.get("decision") ?? "") : null;
  const failed =
    !busy && fetcher.data && !fetcher.data.ok && fetcher.data.target === String(report.id)
      ? fetcher.data.error
      : null;
  return (
    <li
      className="rounded-lg border p-4"
      data-testid="admin-report"
      data-report-id={report.id}
      data-status={report.status}
      aria-busy={mine}
    >
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <Badge variant="outline">{t(`admin.reports.target.${report.targetType}`)}</Badge>
        {report.status !== "open" ? (
          <Badge variant="secondary">{t(`admin.reports.status.${report.status}`)}</Badge>
        ) : null}
        <span>
          {t("admin.reports.reportedBy", {
            name: report.reporter ?? t("community.comment.formerMember"),
            date: formatDateTime(report.createdAt, locale),
          })}
        </span>
      </div>
      <blockquote
        className="mt-3 border-l-2 border-border pl-3 text-sm break-words whitespace-pre-wrap"
        data-testid="admin-report-text"
      >
        {report.text ?? <span className="text-muted-foreground italic">{t("admin.reports.gone")}</span>}
      </blockquote>
      <p className="mt-3 text-sm break-words">
        <span className="font-medium">{t("admin.reports.reason")}:</span>{" "}
        <span data-testid="admin-report-reason">{report.reason}</span>
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        {DECISIONS[report.status].map((decision) => {
          const Icon = DECISION_ICONS[decision];
          return (
            <fetcher.Form key={decision} method="post" preventScrollReset>
              <input type="hidden" name="intent" value="decide-report" />
              <input type="hidden" name="target" value={report.id} />
              <input type="hidden" name="decision" value={decision} />
              <Button
                type="submit"
                size="sm"
                variant={decision === "hide" ? "destructive" : "outline"}
                disabled={busy}
                data-testid={`report-${decision}`}
              >
                {pending === decision ? (
                  <Loader2 className="animate-spin" aria-hidden />
                ) : (
                  <Icon aria-hidden />
                )}
                {pending === decision ? t("admin.reports.working") : t(`admin.reports.${decision}`)}
              </Button>
            </fetcher.Form>
          );
        })}
        {report.promptId !== null ? (
          <Button asChild size="sm" variant="ghost">
            <Link to={`/prompt/${report.promptId}`} target="_blank" rel="noopener">
              <ExternalLink aria-hidden /> {t("admin.reports.open")}
            </Link>
          </Button>
        ) : null}
      </div>
      {report.author ? (
        <div className="mt-3 border-t border-border pt-3">
          <p className="mb-2 text-xs text-muted-foreground">
            {t("admin.reports.author", { name: report.author.name })}
          </p>
          <PostingBan
            reportId={report.id}
            author={report.author}
            bannedUntil={report.authorBannedUntil}
            fetcher={fetcher}
          />
        </div>
      ) : null}
      {failed ? (
        <p role="alert" className="mt-2 text-sm text-destructive" data-testid="admin-report-error">
          {t(failed)}
        </p>
      ) : null}
    </li>
  );
}
