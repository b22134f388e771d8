import { useId, useMemo, useState } from "react";
import { data, isRouteErrorResponse, useRouteError } from "react-router";
import { contentTitle } from "~/app/components/content/meta";
import { Prose } from "~/app/components/content/prose";
import { Breadcrumb } from "~/app/components/layout/breadcrumb";
import { ErrorPage, NotFoundPage } from "~/app/components/layout/status-pages";
import { VariableForm, type VariableValues } from "~/app/components/prompts/variable-form";
import { rootMeta, seoMeta } from "~/app/components/seo/seo";
import { useT } from "~/app/i18n/use-locale";
import { localeFromRequest, type Locale } from "~/core/locale";
import { defaultValues, parseTemplate, type BuiltinContext } from "~/core/variables";
import { getHelpPage, isHelpPageSlug } from "~/server/content/content.server";
import { appClock } from "~/server/jobs/clock.server";
import type { Route } from "./+types/help";
import "~/app/components/content/messages";

export function loader({ request, params }: Route.LoaderArgs) {
  if (!isHelpPageSlug(params.slug)) throw data(null, { status: 404 });
  const locale = localeFromRequest(request);
  return { locale, page: getHelpPage(params.slug, locale), today: appClock.now().toISOString().slice(0, 10) };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  const { origin } = rootMeta(matches);
  const { page, locale } = data;
  return seoMeta({
    title: contentTitle(page.title),
    description: page.description,
    path: `/help/${page.slug}`,
    locale,
    origin,
    type: "article",
  });
}

export default function HelpPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { page, locale, today } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Breadcrumb
        items={[
          { label: t("nav.home"), to: "/" },
          { label: t("content.help.breadcrumb") },
          { label: page.title },
        ]}
      />
      <article>
        <header className="border-b border-border pb-6">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{page.title}</h1>
          <p className="mt-3 text-lg leading-relaxed text-muted-foreground">{page.description}</p>
        </header>
        <Prose html={page.html} className="mt-8" />
      </article>
      {page.example ? <TryIt example={page.example} locale={locale} today={today} /> : null}
    </div>
  );
}

/** The page's example prompt, to fill in right here; what is typed is not kept. */
function TryIt({ example, locale, today }: { example: string; locale: Locale; today: string }) {
  const t = useT();
  const id = useId();
  const template = useMemo(() => parseTemplate(example), [example]);
  const defaults = useMemo(() => defaultValues(template.variables, today), [template, today]);
  const [values, setValues] = useState<VariableValues>(defaults);
  const context: BuiltinContext = { locale, today, name: null, language: locale };
  return (
    <section
      aria-labelledby={`${id}-try`}
      className="mt-12 border-t border-border pt-8"
      data-testid="help-try-it"
    >
      <h2 id={`${id}-try`} className="text-2xl font-bold tracking-tight">
        {t("content.help.try.title")}
      </h2>
      <p className="mt-2 mb-6 text-muted-foreground">{t("content.help.try.body")}</p>
      <VariableForm
        id={id}
        template={template}
        context={context}
        values={values}
        defaults={defaults}
        onValuesChange={setValues}
      />
    </section>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <ErrorPage />;
}
