import { useSearchParams } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "~/app/components/ui/card";
import type { MessageKey } from "~/app/i18n/i18n";
import { useLocale, useT } from "~/app/i18n/use-locale";
import type { AdminTabData } from "~/app/routes/admin";
import { formatDateTime } from "./format";
import { Pager } from "./pager";

type AuditData = Extract<AdminTabData, { tab: "audit" }>;

/** A change as short readable lines: `field: value`, nested fields joined with dots. */
function describe(value: unknown, prefix = ""): string[] {
  if (value === null || value === undefined) return prefix ? [`${prefix}: —`] : [];
  if (typeof value !== "object" || Array.isArray(value)) {
    const text = Array.isArray(value) ? value.join(", ") : String(value);
    return [`${prefix || "value"}: ${text.length > 120 ? `${text.slice(0, 117)}…` : text}`];
  }
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) =>
    describe(inner, prefix ? `${prefix}.${key}` : key),
  );
}

export function AuditTab({ data }: { data: AuditData }) {
  const t = useT();
  const locale = useLocale();
  const [params] = useSearchParams();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("admin.audit.title")}</CardTitle>
      </CardHeader>
      <CardContent>
        {data.items.length === 0 ? (
          <p className="py-8 text-center text-muted-foreground">{t("admin.audit.empty")}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[48rem] text-left text-sm" data-testid="admin-audit">
              <thead className="border-b text-xs text-muted-foreground">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t("admin.audit.when")}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t("admin.audit.who")}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t("admin.audit.what")}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t("admin.audit.target")}
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    {t("admin.audit.change")}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y align-top">
                {data.items.map((entry) => (
                  <tr key={entry.id} data-testid="admin-audit-entry" data-action={entry.action}>
                    <td className="py-2 pr-3 whitespace-nowrap">
                      <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, locale)}</time>
                    </td>
                    <td className="py-2 pr-3">{entry.actorEmail}</td>
                    <td className="py-2 pr-3">{t(`admin.audit.action.${entry.action}` as MessageKey)}</td>
                    <td className="py-2 pr-3">
                      <span className="block">{entry.targetLabel ?? entry.targetId}</span>
                      <span className="block font-mono text-xs text-muted-foreground">
                        {entry.targetType} {entry.targetId}
                      </span>
                    </td>
                    <td className="py-2">
                      <div className="grid gap-1 sm:grid-cols-2">
                        <ul className="rounded bg-red-500/10 px-2 py-1 font-mono text-xs break-words">
                          {describe(entry.before).map((line) => (
                            <li key={line}>{line}</li>
                          ))}
                        </ul>
                        <ul className="rounded bg-green-500/10 px-2 py-1 font-mono text-xs break-words">
                          {describe(entry.after).map((line) => (
                            <li key={line}>{line}</li>
                          ))}
                        </ul>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pager total={data.total} offset={data.filter.offset} limit={data.filter.limit} params={params} />
      </CardContent>
    </Card>
  );
}
