import { Hono, type Context } from "hono";
import { reasonText } from "~/core/insights/reason";
import { localeFromRequest } from "~/core/locale";
import { en } from "~/core/messages/en";
import { pt } from "~/core/messages/pt";
import type { Database } from "~/db/client.server";
import type { CurrentMember, MemberLookup } from "~/server/accounts/viewer.server";
import { capabilities } from "~/server/entitlements/entitlements";
import { getMemberAnalytics } from "~/server/insights/analytics.server";
import { getRecommendations } from "~/server/insights/recommendations.server";
import { AnalyticsQuerySchema } from "./member-api-schemas";
import { invalid } from "./request-body.server";

type Env = { Variables: { member: CurrentMember } };

/**
 * A Legend member's insights (issue 19): GET /me/analytics and GET /me/recommendations. 401 without
 * an account, 403 below Legend. `now` is the API's clock, so tests fix the day.
 */
export function insightsRoutes(database: () => Promise<Database>, members: MemberLookup, now: () => Date) {
  const routes = new Hono<Env>();
  const legendOnly = async (c: Context<Env>, next: () => Promise<void>) => {
    const member = await members(c.req.raw);
    if (!member) return c.json({ error: "Authentication required" }, 401);
    if (!capabilities(member.viewer).legendTools) return c.json({ error: "Analytics and recommendations are part of the Legend plan" }, 403);
    c.set("member", member);
    return next();
  };
  routes.use("/me/analytics", legendOnly);
  routes.use("/me/recommendations", legendOnly);

  routes.get("/me/analytics", async (c) => {
    const query = AnalyticsQuerySchema.safeParse(c.req.query());
    if (!query.success) return invalid(c, query.error);
    const days = query.data.days === "90" ? 90 : 30;
    const analytics = await getMemberAnalytics(await database(), c.get("member").user.id, {
      days,
      locale: localeFromRequest(c.req.raw),
      now: now(),
    });
    return c.json(analytics);
  });

  routes.get("/me/recommendations", async (c) => {
    const locale = localeFromRequest(c.req.raw);
    const messages = locale === "pt" ? pt : en;
    const items = await getRecommendations(await database(), c.get("member").viewer, { locale, now: now() });
    return c.json({
      items: items.map(({ prompt, reason }) => ({ prompt, reason, text: reasonText(reason, messages) })),
    });
  });

  return routes;
}
