import { MessageCircleQuestion } from "lucide-react";
import { Link } from "react-router";
import { contentTitle } from "~/app/components/content/meta";
import { Prose } from "~/app/components/content/prose";
import { Breadcrumb } from "~/app/components/layout/breadcrumb";
import { rootMeta, seoMeta } from "~/app/components/seo/seo";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/app/components/ui/accordion";
import { Button } from "~/app/components/ui/button";
import { localeFromRequest } from "~/core/locale";
import { useT } from "~/app/i18n/use-locale";
import { getFaqPage } from "~/server/content/content.server";
import type { Route } from "./+types/faq";
import "~/app/components/content/messages";

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  return { locale, faq: getFaqPage(locale) };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  const { origin } = rootMeta(matches);
  const { faq, locale } = data;
  return seoMeta({
    title: contentTitle(faq.title),
    description: faq.description,
    path: "/faq",
    locale,
    origin,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: faq.questions.map(({ question, answerHtml }) => ({
        "@type": "Question",
        name: question,
        acceptedAnswer: { "@type": "Answer", text: answerHtml },
      })),
    },
  });
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { faq } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Breadcrumb items={[{ label: t("nav.home"), to: "/" }, { label: faq.title }]} />
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{faq.title}</h1>
        <p className="mt-3 text-lg text-muted-foreground">{faq.description}</p>
      </header>

      {/* One answer open at a time; opening another closes it, and it can be closed again. */}
      <Accordion collapsible className="mt-8 rounded-xl border border-border bg-card px-5" data-testid="faq">
        {faq.questions.map(({ question, answerHtml }, index) => (
          <AccordionItem key={question} value={`question-${index + 1}`}>
            <AccordionTrigger headingLevel={2}>{question}</AccordionTrigger>
            <AccordionContent>
              <Prose html={answerHtml} />
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>

      <section
        aria-labelledby="faq-contact"
        className="mt-10 flex flex-col items-start gap-4 rounded-2xl border border-primary/30 bg-primary/5 p-6 sm:flex-row sm:items-center sm:justify-between"
      >
        <div>
          <h2 id="faq-contact" className="flex items-center gap-2 text-lg font-bold">
            <MessageCircleQuestion className="size-5 text-primary" aria-hidden />{" "}
            {t("content.faq.contact.title")}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{t("content.faq.contact.body")}</p>
        </div>
        <Button asChild>
          <Link to="/contact">{t("content.faq.contact.action")}</Link>
        </Button>
      </section>
    </div>
  );
}
