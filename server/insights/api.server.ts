import { type Hook } from "@hono/zod-openapi";
import { reasonText } from "~/core/insights/reason";
import { localeFromRequest } from "~/core/locale";
import { en } from "~/core/messages/en";
import { pt } from "~/core/messages/pt";
import type { CurrentMember } from "~/server/accounts/viewer.server";
import {
  type ApiContext,
  createApiRouter,
  jsonResponse,
  memberRouteFor,
  needsMember,
} from "~/server/api.server";
import { capabilities } from "~/server/entitlements/entitlements";
import { invalid } from "~/server/http/api/request-body.server";
import { ApiErrorSchema } from "~/server/http/api/schemas";
import { getMemberAnalytics } from "./analytics.server";
import { AnalyticsQuerySchema, MemberAnalyticsSchema, RecommendationListSchema } from "./api-schemas";
import { getRecommendations } from "./recommendations.server";

type Env = { Variables: { member: CurrentMember } };

const error = (description: string) => jsonResponse(ApiErrorSchema, description);

/** Every insights operation: tagged, for a member's session or bearer token, with its refusals. */
const insightsRoute = memberRouteFor("insights", {
  401: error("No session or bearer token."),
  403: error("Analytics and recommendations are part of the Legend plan."),
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one hook serves routes of every shape
const insightsHook: Hook<any, Env, any, any> = (result, c) => {
  if (!result.success) return invalid(c, result.error);
};

/**
 * A Legend member's insights: GET /me/analytics and GET /me/recommendations. 401 without an
 * account, 403 below Legend. Days go by the API's clock, so tests fix the day.
 */
export function insightsApi({ database, members, clock }: ApiContext) {
  const routes = createApiRouter<Env>(insightsHook);

  const legendOnly = needsMember(members, {
    gate: {
      allows: (member) => capabilities(member.viewer).legendTools,
      refusal: "Analytics and recommendations are part of the Legend plan",
    },
  });
  routes.use("/me/analytics", legendOnly);
  routes.use("/me/recommendations", legendOnly);

  routes.openapi(
    insightsRoute({
      method: "get",
      path: "/me/analytics",
      operationId: "getMyAnalytics",
      summary:
        "Your own use of the library over 30 or 90 days: copies, uses, favourites and AI messages per day, top categories and tags, streak, most returned-to prompts",
      request: { query: AnalyticsQuerySchema },
      responses: {
        200: jsonResponse(MemberAnalyticsSchema, "The figures; days are UTC."),
        400: error("`days` is neither 30 nor 90."),
      },
    }),
    async (c) => {
      const analytics = await getMemberAnalytics(await database(), c.get("member").user.id, {
        days: c.req.valid("query").days === "90" ? 90 : 30,
        locale: localeFromRequest(c.req.raw),
        now: clock.now(),
      });
      return c.json(analytics, 200);
    },
  );

  routes.openapi(
    insightsRoute({
      method: "get",
      path: "/me/recommendations",
      operationId: "getMyRecommendations",
      summary:
        "Prompts you have not used yet and may read, each with why: your categories and tags, what members who used the same prompts also used, or this week's popular ones",
      responses: { 200: jsonResponse(RecommendationListSchema, "At most 8, best first.") },
    }),
    async (c) => {
      const locale = localeFromRequest(c.req.raw);
      const messages = locale === "pt" ? pt : en;
      const items = await getRecommendations(await database(), c.get("member").viewer, {
        locale,
        now: clock.now(),
      });
      return c.json(
        {
          items: items.map(({ prompt, reason }) => ({ prompt, reason, text: reasonText(reason, messages) })),
        },
        200,
      );
    },
  );

  return routes;
}
