import { Link } from "react-router";
import { PlanCard } from "~/app/components/account/plan-card";
import { ProfileForm } from "~/app/components/account/profile-form";
import { keepPageOnFailure, skipRevalidationAfterFailure } from "~/app/components/layout/action-failure";
import { PromptGrid } from "~/app/components/catalog/prompt-grid";
import { MyPrompts } from "~/app/components/member-prompts/my-prompts";
import { Avatar } from "~/app/components/layout/account-menu";
import { Button } from "~/app/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/app/components/ui/card";
import { provideAreaMessages, translator } from "~/app/i18n/i18n";
import { localeFromRequest } from "~/core/locale";
import { useT } from "~/app/i18n/use-locale";
import { getDb } from "~/server/database.server";
import { listFavorites } from "~/server/accounts/favorites.server";
import { handleProfileForm } from "~/server/accounts/profile-form.server";
import { getProfile } from "~/server/accounts/profile.server";
import { handleOwnerIntent } from "~/server/prompts/prompt-form.server";
import { requireMember } from "~/server/accounts/require-member.server";
import { planSummary } from "~/server/billing/plan-summary.server";
import { listMyPrompts } from "~/server/prompts/member-prompts.server";
import type { Route } from "./+types/profile";
import "~/app/components/account/messages";
import "~/app/components/billing/messages";

// "My prompts" speaks the prompt form's language.
await provideAreaMessages(import.meta.glob("/core/messages/{member-prompts,transfer}.{en,pt}.ts"));

export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireMember(request);
  const locale = localeFromRequest(request);
  const db = await getDb();
  const [profile, favorites, mine] = await Promise.all([
    getProfile(db, member.user.id),
    listFavorites(db, member.user.id, locale),
    listMyPrompts(db, member.user.id),
  ]);
  if (!profile) throw new Response(null, { status: 404 });
  const myPrompts = mine.items.map(({ id, title, description, promptText, isPublished, updatedAt }) => ({
    id,
    title,
    description,
    promptText,
    isPublished,
    updatedAt,
  }));
  return {
    locale,
    profile,
    favorites,
    myPrompts,
    myPromptsTotal: mine.total,
    plan: planSummary(member.subscription),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const member = await requireMember(request);
  const form = await request.formData();
  return (await handleOwnerIntent(form, member)) ?? handleProfileForm(form, member);
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepPageOnFailure(serverAction);
export const shouldRevalidate = skipRevalidationAfterFailure;

export function meta({ data }: Route.MetaArgs) {
  return [
    { title: translator(data?.locale ?? "en")("profile.meta.title") },
    { name: "robots", content: "noindex" },
  ];
}

export default function ProfilePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { profile, favorites } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <div className="flex items-center gap-4">
        <Avatar
          member={{ name: profile.fullName, email: profile.email, image: profile.avatarUrl }}
          className="size-16 text-2xl"
        />
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight">{t("profile.title")}</h1>
          <p className="text-muted-foreground">{t("profile.subtitle")}</p>
        </div>
      </div>

      <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_20rem]">
        <Card>
          <CardHeader>
            <CardTitle level={2}>{t("profile.card.title")}</CardTitle>
          </CardHeader>
          <CardContent>
            <ProfileForm profile={profile} action="/profile" />
          </CardContent>
        </Card>
        <div>
          <PlanCard plan={loaderData.plan} headingLevel={2} />
        </div>
      </div>

      <MyPrompts prompts={loaderData.myPrompts} total={loaderData.myPromptsTotal} />

      <section className="mt-12" aria-labelledby="favorites-heading">
        <h2 id="favorites-heading" className="mb-6 text-2xl font-bold tracking-tight">
          {t("profile.favorites.title")}
        </h2>
        <PromptGrid
          prompts={favorites}
          columns={3}
          empty={
            <>
              <p className="text-muted-foreground">{t("profile.favorites.empty")}</p>
              <Button asChild variant="outline" className="mt-4">
                <Link to="/categories">{t("profile.favorites.browse")}</Link>
              </Button>
            </>
          }
        />
      </section>
    </div>
  );
}
