import { Check, Copy, KeyRound, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { Breadcrumb } from "~/app/components/layout/breadcrumb";
import { useCopy } from "~/app/components/prompt/use-clipboard";
import { rootMeta, seoMeta } from "~/app/components/seo/seo";
import { Button } from "~/app/components/ui/button";
import { provideAreaMessages, translator, type MessageKey } from "~/app/i18n/i18n";
import { useT } from "~/app/i18n/use-locale";
import { localeFromRequest } from "~/core/locale";
import { getConfig } from "~/server/config.server";
import type { Route } from "./+types/integrations";

await provideAreaMessages(import.meta.glob("/core/messages/integrations.{en,pt}.ts"));

/** Written in every snippet where the member's key goes; never a real key. */
const KEY_PLACEHOLDER = "prm_your_key";

export function loader({ request }: Route.LoaderArgs) {
  return {
    locale: localeFromRequest(request),
    mcpUrl: `${getConfig().publicUrl}/mcp`,
    origin: getConfig().publicUrl,
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  const { origin } = rootMeta(matches);
  const t = translator(data.locale);
  return seoMeta({
    title: t("integrations.meta.title"),
    description: t("integrations.meta.description"),
    path: "/integrations",
    locale: data.locale,
    origin,
  });
}

function snippets(mcpUrl: string, origin: string) {
  const json = (value: unknown) => JSON.stringify(value, null, 2);
  return {
    claude: json({
      mcpServers: {
        promptario: {
          command: "npx",
          // mcp-remote reads the header from the environment, so the key never sits in its arguments.
          args: ["-y", "mcp-remote", mcpUrl, "--header", "Authorization:${PROMPTARIO_AUTH}"],
          env: { PROMPTARIO_AUTH: `Bearer ${KEY_PLACEHOLDER}` },
        },
      },
    }),
    cursor: json({
      mcpServers: { promptario: { url: mcpUrl, headers: { Authorization: `Bearer ${KEY_PLACEHOLDER}` } } },
    }),
    vscode: json({
      inputs: [
        { type: "promptString", id: "promptario-key", description: "Promptário API key", password: true },
      ],
      servers: {
        promptario: {
          type: "http",
          url: mcpUrl,
          headers: { Authorization: "Bearer ${input:promptario-key}" },
        },
      },
    }),
    header: `Authorization: Bearer ${KEY_PLACEHOLDER}`,
    curl: [
      `curl ${mcpUrl} \\`,
      `  -H "Authorization: Bearer $PROMPTARIO_KEY" \\`,
      `  -H "Content-Type: application/json" \\`,
      `  -H "Accept: application/json, text/event-stream" \\`,
      `  -d '{"jsonrpc":"2.0","id":1,"method":"tools/list"}'`,
    ].join("\n"),
    openapi: `${origin}/api/v1/openapi.json`,
  };
}

function CodeBlock({ code, name }: { code: string; name: string }) {
  const t = useT();
  const { copied, copy } = useCopy();
  return (
    <div className="relative mt-3">
      <pre
        className="overflow-x-auto rounded-lg border border-border bg-muted p-4 pr-14 font-mono text-xs leading-relaxed sm:text-sm"
        tabIndex={0}
      >
        <code>{code}</code>
      </pre>
      <Button
        type="button"
        variant="outline"
        size="icon"
        className="absolute top-2 right-2"
        onClick={() => void copy(code)}
        aria-label={copied ? t("integrations.copied") : t("integrations.copyLabel", { name })}
        title={copied ? t("integrations.copied") : t("integrations.copy")}
      >
        {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
      </Button>
    </div>
  );
}

const CLIENTS: { id: "claude" | "cursor" | "vscode"; title: MessageKey; body: MessageKey }[] = [
  { id: "claude", title: "integrations.claude.title", body: "integrations.claude.body" },
  { id: "cursor", title: "integrations.cursor.title", body: "integrations.cursor.body" },
  { id: "vscode", title: "integrations.vscode.title", body: "integrations.vscode.body" },
];

const CAPABILITIES: MessageKey[] = [
  "integrations.what.prompts",
  "integrations.what.search",
  "integrations.what.get",
  "integrations.what.categories",
  "integrations.what.locker",
  "integrations.what.schedule",
  "integrations.what.create",
];

export default function Integrations({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const code = snippets(loaderData.mcpUrl, loaderData.origin);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <Breadcrumb items={[{ label: t("nav.home"), to: "/" }, { label: t("integrations.eyebrow") }]} />
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {t("integrations.title")}
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-muted-foreground">{t("integrations.intro")}</p>
      </header>

      <section className="mt-10 rounded-xl border border-border bg-card p-6" aria-labelledby="step-1">
        <h2 id="step-1" className="flex items-center gap-2 text-xl font-bold">
          <KeyRound className="size-5 text-primary" aria-hidden /> {t("integrations.step1.title")}
        </h2>
        <p className="mt-2 text-muted-foreground">{t("integrations.step1.body")}</p>
        <Button asChild className="mt-4">
          <Link to="/settings?tab=api">{t("integrations.step1.cta")}</Link>
        </Button>
      </section>

      <section className="mt-10" aria-labelledby="step-2">
        <h2 id="step-2" className="text-xl font-bold">
          {t("integrations.step2.title")}
        </h2>
        <p className="mt-3 text-sm font-medium">{t("integrations.server")}</p>
        <CodeBlock code={loaderData.mcpUrl} name={t("integrations.server")} />
        <p className="mt-3 flex gap-2 text-sm text-muted-foreground">
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />{" "}
          {t("integrations.keyNote")}
        </p>

        {CLIENTS.map((client) => (
          <div key={client.id} className="mt-8" data-testid={`setup-${client.id}`}>
            <h3 className="text-lg font-semibold">{t(client.title)}</h3>
            <p className="mt-1 text-sm text-muted-foreground">{t(client.body)}</p>
            <CodeBlock code={code[client.id]} name={t(client.title)} />
          </div>
        ))}

        <div className="mt-8">
          <h3 className="text-lg font-semibold">{t("integrations.other.title")}</h3>
          <p className="mt-1 text-sm text-muted-foreground">{t("integrations.other.body")}</p>
          <CodeBlock code={code.header} name={t("integrations.other.title")} />
        </div>

        <div className="mt-8">
          <h3 className="text-lg font-semibold">{t("integrations.curl.title")}</h3>
          <p className="mt-1 text-sm text-muted-foreground">{t("integrations.curl.body")}</p>
          <CodeBlock code={code.curl} name="curl" />
        </div>
      </section>

      <section
        className="mt-12 rounded-xl border border-border bg-card p-6"
        aria-labelledby="oauth"
        data-testid="setup-oauth"
      >
        <h2 id="oauth" className="flex items-center gap-2 text-xl font-bold">
          <ShieldCheck className="size-5 text-primary" aria-hidden /> {t("integrations.oauth.title")}
        </h2>
        <p className="mt-2 text-muted-foreground">{t("integrations.oauth.body")}</p>
        <CodeBlock code={loaderData.mcpUrl} name={t("integrations.oauth.title")} />
      </section>

      <section className="mt-12" aria-labelledby="capabilities">
        <h2 id="capabilities" className="text-xl font-bold">
          {t("integrations.what.title")}
        </h2>
        <ul className="mt-4 list-disc space-y-2 pl-5">
          {CAPABILITIES.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-muted-foreground">{t("integrations.what.locked")}</p>
      </section>

      <section className="mt-12 grid gap-6 sm:grid-cols-2">
        <div className="rounded-xl border border-border bg-card p-6">
          <h2 className="text-lg font-bold">{t("integrations.api.title")}</h2>
          <p className="mt-2 text-sm text-muted-foreground">
            {t("integrations.api.body")}{" "}
            <a
              href="/api/v1/openapi.json"
              className="font-mono break-all text-primary underline underline-offset-4"
            >
              /api/v1/openapi.json
            </a>
          </p>
        </div>
        <div className="rounded-xl border border-border bg-card p-6">
          <h2 className="text-lg font-bold">{t("integrations.security.title")}</h2>
          <p className="mt-2 text-sm text-muted-foreground">{t("integrations.security.body")}</p>
        </div>
      </section>
    </div>
  );
}
