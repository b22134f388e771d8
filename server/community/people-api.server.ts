import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { z } from "zod";
import { localeFromRequest } from "~/core/locale";
import { errorResponse, jsonResponse, OPTIONAL_MEMBER_SECURITY, type ApiContext } from "~/server/api.server";
import type { PromptSummary } from "~/server/catalog/rows.server";
import type { PromptSummarySchema } from "~/server/catalog/api-schemas";
import { CommunityOverviewSchema, HandleParams, PublicProfileSchema } from "./api-schemas";
import { communityOverview, publicProfile } from "./people.server";
import type { Env } from "./route.server";

/**
 * What /community and /u/:handle show, on the community's router: anyone reads them, and they hold
 * what the pages hold (prompts as summaries, never a prompt's text).
 */
export function peopleRoutes(
  routes: OpenAPIHono<Env>,
  { database, clock }: Pick<ApiContext, "database" | "clock">,
) {
  routes.openapi(
    createRoute({
      method: "get",
      path: "/community",
      operationId: "getCommunity",
      summary:
        "The community page: the week's and month's most upvoted prompts, the newest, the most helpful members",
      tags: ["community"],
      security: OPTIONAL_MEMBER_SECURITY,
      responses: { 200: jsonResponse(CommunityOverviewSchema, "The lists, in the caller's language.") },
    }),
    async (c) => {
      const overview = await communityOverview(await database(), localeFromRequest(c.req.raw), clock.now());
      return c.json(
        {
          week: overview.week.map((prompt) => ({
            ...summaryOf(prompt),
            recentUpvotes: prompt.recentUpvotes,
          })),
          month: overview.month.map((prompt) => ({
            ...summaryOf(prompt),
            recentUpvotes: prompt.recentUpvotes,
          })),
          newest: overview.newest.map(summaryOf),
          helpful: overview.helpful.map(({ handle, name, avatarUrl, upvotes }) => ({
            handle,
            name,
            avatarUrl,
            upvotes,
          })),
        },
        200,
      );
    },
  );

  routes.openapi(
    createRoute({
      method: "get",
      path: "/members/{handle}",
      operationId: "getMemberProfile",
      summary: "A member's public profile by handle, with their published prompts",
      tags: ["community"],
      security: OPTIONAL_MEMBER_SECURITY,
      request: { params: HandleParams },
      responses: {
        200: jsonResponse(PublicProfileSchema, "The profile, in the caller's language."),
        404: errorResponse("No member has that handle (`code`: member_not_found)."),
      },
    }),
    async (c) => {
      const profile = await publicProfile(
        await database(),
        c.req.valid("param").handle,
        localeFromRequest(c.req.raw),
        clock.now(),
      );
      if (!profile) return c.json({ error: "No member has that handle", code: "member_not_found" }, 404);
      const { handle, name, avatarUrl, memberSince, upvotesReceived } = profile;
      return c.json(
        {
          profile: {
            handle,
            name,
            avatarUrl,
            memberSince,
            upvotesReceived,
            prompts: profile.prompts.map(summaryOf),
          },
        },
        200,
      );
    },
  );
}

/** A catalogue summary as the API names it: picked field by field, so nothing else slips out. */
function summaryOf(prompt: PromptSummary): z.output<typeof PromptSummarySchema> {
  const { id, title, icon, color } = prompt.category;
  return {
    id: prompt.id,
    title: prompt.title,
    description: prompt.description,
    tags: prompt.tags,
    isPremium: prompt.isPremium,
    isForbidden: prompt.isForbidden,
    locale: prompt.locale,
    category: { id, title, icon, color },
    upvotes: prompt.upvotes,
  };
}
