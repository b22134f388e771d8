import { keepPageOnFailure, skipRevalidationAfterFailure } from "~/app/components/layout/action-failure";
import { PromptForm } from "~/app/components/member-prompts/prompt-form";
import { provideAreaMessages, translator } from "~/app/i18n/i18n";
import { useT } from "~/app/i18n/use-locale";
import { localeFromRequest } from "~/core/locale";
import { parseTemplate } from "~/core/variables";
import { getDb } from "~/server/database.server";
import { requireMember } from "~/server/accounts/require-member.server";
import { listCategoryTitles } from "~/server/catalog/categories.server";
import { handleCreatePrompt, type PromptFormValues } from "~/server/prompts/prompt-form.server";
import { cleanTopic, topicDraft } from "~/server/prompts/topic-draft";
import type { Route } from "./+types/create-prompt";

// The form's messages travel with its code, not with every public page's.
await provideAreaMessages(import.meta.glob("/core/messages/member-prompts.{en,pt}.ts"));

export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireMember(request);
  const locale = localeFromRequest(request);
  const topic = cleanTopic(new URL(request.url).searchParams.get("topic"));
  const draft = topicDraft(topic, locale);
  const initial: PromptFormValues = {
    language: locale,
    type: "text",
    ...(draft ? { ...draft, tags: draft.tags.join(", ") } : {}),
  };
  const categories = await listCategoryTitles(await getDb(), locale);
  return {
    locale,
    topic,
    initial,
    // The browser loads the template grammar after the page (use-template.ts).
    initialTemplate: parseTemplate(initial.promptText ?? ""),
    categories: categories.map(({ id, title }) => ({ id, title })),
    canMarkPremium: member.viewer.isAdmin,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const member = await requireMember(request);
  return handleCreatePrompt(await request.formData(), member);
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepPageOnFailure(serverAction);
export const shouldRevalidate = skipRevalidationAfterFailure;

export function meta({ data }: Route.MetaArgs) {
  return [
    { title: translator(data?.locale ?? "en")("memberPrompts.create.metaTitle") },
    { name: "robots", content: "noindex" },
  ];
}

export default function CreatePromptPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">{t("memberPrompts.create.title")}</h1>
      <p className="mt-1 text-muted-foreground">{t("memberPrompts.create.subtitle")}</p>
      {loaderData.topic ? (
        <p
          className="mt-4 rounded-lg border border-primary/30 bg-primary/5 p-3 text-sm"
          data-testid="topic-notice"
        >
          {t("memberPrompts.create.fromTopic", { topic: loaderData.topic })}
        </p>
      ) : null}
      <div className="mt-8">
        <PromptForm
          mode="create"
          action="/create-prompt"
          initial={loaderData.initial}
          initialTemplate={loaderData.initialTemplate}
          categories={loaderData.categories}
          canMarkPremium={loaderData.canMarkPremium}
          result={actionData}
          cancelTo="/profile"
        />
      </div>
    </div>
  );
}
