import { Suspense } from "react";
import { lazyWhenOnline } from "~/app/loading/when-online";
import { requestSaysPhone } from "~/core/device";
import { ChatView } from "~/app/components/chat/chat-view";
import { provideAreaMessages, translator } from "~/app/i18n/i18n";
import { useT } from "~/app/i18n/use-locale";
import { CONVERSATION_PAGE_SIZE } from "~/core/forms/chat";
import { localeFromRequest } from "~/core/locale";
import { projectFilterOf } from "~/core/forms/projects";
import { countryFromRequest } from "~/core/plans";
import { getDb } from "~/server/database.server";
import { requireMember } from "~/server/accounts/require-member.server";
import { allowanceOf, getAi } from "~/server/ai/ai.server";
import { ChatError, getConversation, listConversations } from "~/server/chat/chat.server";
import { pageGate } from "~/server/entitlements/page-gates";
import { listProjectLabels } from "~/server/projects/projects.server";
import type { Route } from "./+types/chat-legend";
import { importAgain } from "~/app/loading/import-again";

// The chat's messages travel with its code, not with every public page's.
await provideAreaMessages(import.meta.glob("/core/messages/{chat,projects}.{en,pt}.ts"));

// Only members below Legend see the upsell, and it brings the plans' prices and messages: it loads
// with the page for them alone. The server renders it as before; the browser keeps that HTML until
// its code arrives.
const ChatUpsell = lazyWhenOnline(() =>
  importAgain(() => import("~/app/components/chat/upsell")).then((module) => ({
    default: module.ChatUpsell,
  })),
);

export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireMember(request);
  const locale = localeFromRequest(request);
  const gate = pageGate(member.viewer, "chat");
  if (!gate.open) {
    const country = countryFromRequest(request);
    return { access: gate.fallback, locale, country };
  }
  const ai = getAi();
  const db = await getDb();
  const params = new URL(request.url).searchParams;
  const selected = params.get("c");
  // The list shows one project's conversations (or those in none), and a new chat starts in it.
  const project = projectFilterOf(params.get("project"));
  const [conversations, conversation, allowance, projects] = await Promise.all([
    listConversations(db, member.user.id, { q: "", limit: CONVERSATION_PAGE_SIZE, project }),
    selected
      ? getConversation({ ai, database: getDb }, member.user.id, selected).catch((error: unknown) =>
          error instanceof ChatError ? null : Promise.reject(error),
        )
      : null,
    allowanceOf(ai, member.user.id),
    listProjectLabels(db, member.user.id),
  ]);
  return {
    access: "chat" as const,
    locale,
    conversations,
    conversation,
    engine: { kind: ai.engine.kind, model: ai.engine.model },
    allowance,
    projects,
    // A project named in the address that is not the member's filters nothing.
    project: project === "none" || projects.some((entry) => entry.id === project) ? (project ?? null) : null,
    narrowFirst: requestSaysPhone(request.headers),
  };
}

export function meta({ data }: Route.MetaArgs) {
  return [
    { title: translator(data?.locale ?? "en")("chat.meta.title") },
    { name: "robots", content: "noindex" },
  ];
}

export default function ChatLegendPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  if (loaderData.access === "upsell") {
    return (
      <div className="px-4 py-12">
        <Suspense fallback={null}>
          <ChatUpsell country={loaderData.country} />
        </Suspense>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-6xl px-4 py-4 sm:py-8">
      <h1 className="mb-3 text-2xl font-extrabold tracking-tight sm:mb-0 sm:text-3xl">{t("chat.title")}</h1>
      <p className="mt-1 mb-3 hidden text-muted-foreground sm:mb-5 sm:block">{t("chat.subtitle")}</p>
      <ChatView
        conversations={loaderData.conversations}
        conversation={loaderData.conversation}
        engine={loaderData.engine}
        allowance={loaderData.allowance}
        projects={loaderData.projects}
        project={loaderData.project}
        narrowFirst={loaderData.narrowFirst}
      />
    </div>
  );
}
