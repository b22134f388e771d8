import { createRoute } from "@hono/zod-openapi";
import type { CurrentMember } from "~/server/accounts/viewer.server";
import {
  type ApiContext,
  createApiRouter,
  errorResponse,
  jsonBody,
  jsonResponse,
  MEMBER_SECURITY,
  needsMember,
} from "~/server/api.server";
import {
  MailSettingsInput,
  MailSettingsSchema,
  NotificationIdParams,
  NotificationListSchema,
  NotificationPageQuery,
  UnreadSchema,
} from "./api-schemas";
import { listNotifications, mailSettings, markRead, setMailSettings } from "./notifications.server";

type Env = { Variables: { member: CurrentMember } };

const UNAUTHENTICATED = errorResponse("No session or bearer token.");

/** A member's notifications and their mail settings, under /api/v1/me. */
export function notificationsApi({ database, members, clock }: ApiContext) {
  const routes = createApiRouter<Env>();
  const requireMember = needsMember(members);
  const route = <const R extends Parameters<typeof createRoute>[0]>(config: R) =>
    createRoute({ ...config, tags: ["notifications"], security: MEMBER_SECURITY });

  routes.openapi(
    route({
      method: "get",
      path: "/notifications",
      operationId: "listNotifications",
      summary: "Your notifications, newest first, 20 a page",
      middleware: [requireMember] as const,
      request: { query: NotificationPageQuery },
      responses: {
        200: jsonResponse(NotificationListSchema, "A page of notifications."),
        400: errorResponse("A page that is not valid."),
        401: UNAUTHENTICATED,
      },
    }),
    async (c) =>
      c.json(
        await listNotifications(await database(), c.get("member").user.id, {
          page: c.req.valid("query").page,
        }),
        200,
      ),
  );

  routes.openapi(
    route({
      method: "post",
      path: "/notifications/read",
      operationId: "markAllNotificationsRead",
      summary: "Mark all your notifications read",
      middleware: [requireMember] as const,
      responses: { 200: jsonResponse(UnreadSchema, "Read."), 401: UNAUTHENTICATED },
    }),
    async (c) =>
      c.json({ unread: await markRead(await database(), c.get("member").user.id, "all", clock.now()) }, 200),
  );

  routes.openapi(
    route({
      method: "post",
      path: "/notifications/{id}/read",
      operationId: "markNotificationRead",
      summary: "Mark one of your notifications read (another member's changes nothing)",
      middleware: [requireMember] as const,
      request: { params: NotificationIdParams },
      responses: {
        200: jsonResponse(UnreadSchema, "Read."),
        400: errorResponse("Not a notification id."),
        401: UNAUTHENTICATED,
      },
    }),
    async (c) =>
      c.json(
        {
          unread: await markRead(
            await database(),
            c.get("member").user.id,
            c.req.valid("param").id,
            clock.now(),
          ),
        },
        200,
      ),
  );

  routes.openapi(
    route({
      method: "get",
      path: "/notification-mail",
      operationId: "getNotificationMail",
      summary: "Which notifications also come by mail",
      middleware: [requireMember] as const,
      responses: { 200: jsonResponse(MailSettingsSchema, "By kind."), 401: UNAUTHENTICATED },
    }),
    async (c) => c.json(await mailSettings(await database(), c.get("member").user.id), 200),
  );

  routes.openapi(
    route({
      method: "patch",
      path: "/notification-mail",
      operationId: "setNotificationMail",
      summary: "Turn the mail for some kinds of notification on or off",
      middleware: [requireMember] as const,
      request: { body: jsonBody(MailSettingsInput) },
      responses: {
        200: jsonResponse(MailSettingsSchema, "By kind, now."),
        400: errorResponse("An unknown kind or a value that is not true or false."),
        401: UNAUTHENTICATED,
      },
    }),
    async (c) =>
      c.json(await setMailSettings(await database(), c.get("member").user.id, c.req.valid("json")), 200),
  );

  return routes;
}
