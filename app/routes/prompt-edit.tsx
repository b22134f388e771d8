import { History } from "lucide-react";
import { data, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { Button } from "~/app/components/ui/button";
import { ErrorPage, NotFoundPage } from "~/app/components/layout/status-pages";
import { keepPageOnFailure, skipRevalidationAfterFailure } from "~/app/components/layout/action-failure";
import { PromptForm } from "~/app/components/member-prompts/prompt-form";
import { DeletePromptButton, PublishButton } from "~/app/components/member-prompts/owner-controls";
import { provideAreaMessages, translator } from "~/app/i18n/i18n";
import { useT } from "~/app/i18n/use-locale";
import { parseId } from "~/core/ids";
import { localeFromRequest } from "~/core/locale";
import { parseTemplate } from "~/core/variables";
import { getDb } from "~/server/database.server";
import { requireMember } from "~/server/accounts/require-member.server";
import { listCategoryTitles } from "~/server/catalog/categories.server";
import { findMemberPrompt } from "~/server/prompts/member-prompts.server";
import { handleEditPrompt } from "~/server/prompts/prompt-form.server";
import type { Route } from "./+types/prompt-edit";

await provideAreaMessages(import.meta.glob("/core/messages/member-prompts.{en,pt}.ts"));

function promptIdFrom(value: string | undefined): number {
  const id = parseId(value ?? "");
  if (id === null) throw data(null, { status: 404 });
  return id;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const id = promptIdFrom(params.id);
  const member = await requireMember(request);
  const locale = localeFromRequest(request);
  const db = await getDb();
  // Someone else's prompt, a catalogue prompt or none at all: the same 404.
  const [prompt, categories] = await Promise.all([
    findMemberPrompt(db, member.viewer, id),
    listCategoryTitles(db, locale),
  ]);
  if (!prompt) throw data(null, { status: 404 });
  return {
    locale,
    prompt: { id: prompt.id, title: prompt.title, isPublished: prompt.isPublished },
    initial: {
      title: prompt.title,
      tagline: prompt.tagline ?? "",
      description: prompt.description,
      categoryId: prompt.categoryId,
      tags: prompt.tags.join(", "),
      promptText: prompt.promptText,
      instructions: prompt.instructions ?? "",
      credits: prompt.credits ?? "",
      type: prompt.type,
      language: prompt.language,
      isPremium: prompt.isPremium,
    },
    // The browser loads the template grammar after the page (use-template.ts).
    initialTemplate: parseTemplate(prompt.promptText),
    categories: categories.map(({ id, title }) => ({ id, title })),
    canMarkPremium: member.viewer.isAdmin,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const id = promptIdFrom(params.id);
  const member = await requireMember(request);
  return handleEditPrompt(await request.formData(), member, id);
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepPageOnFailure(serverAction);
export const shouldRevalidate = skipRevalidationAfterFailure;

export function meta({ data }: Route.MetaArgs) {
  const t = translator(data?.locale ?? "en");
  return [
    { title: data ? t("memberPrompts.edit.metaTitle", { title: data.prompt.title }) : "Promptário" },
    { name: "robots", content: "noindex" },
  ];
}

export default function EditPromptPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { prompt } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight">{t("memberPrompts.edit.title")}</h1>
          <p className="mt-1 text-muted-foreground">{t("memberPrompts.edit.subtitle")}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to={`/prompt/${prompt.id}/history`} data-testid="prompt-history">
              <History aria-hidden /> {t("memberPrompts.edit.history")}
            </Link>
          </Button>
          <PublishButton prompt={prompt} redirectTo={`/prompt/${prompt.id}/edit`} />
          <DeletePromptButton prompt={prompt} redirectTo="/profile" />
        </div>
      </div>
      <div className="mt-8">
        <PromptForm
          mode="edit"
          action={`/prompt/${prompt.id}/edit`}
          initial={loaderData.initial}
          initialTemplate={loaderData.initialTemplate}
          categories={loaderData.categories}
          canMarkPremium={loaderData.canMarkPremium}
          result={actionData}
          cancelTo={`/prompt/${prompt.id}`}
        />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <ErrorPage />;
}
