import { planCounts } from "~/core/prompt-transfer";
import { localeFromRequest } from "~/core/locale";
import { type Hook } from "@hono/zod-openapi";
import { z } from "zod";
import { IdParamSchema } from "~/core/ids";
import { TRANSFER_LIMITS } from "~/core/prompt-transfer";
import {
  createApiRouter,
  invalidRequest,
  jsonBody,
  jsonResponse,
  type ApiContext,
  memberRouteFor,
  PROMPT_FILE_RESPONSE,
  promptFileBody,
} from "~/server/api.server";
import { PaymentIdParams, PaymentListSchema, RefundResponseSchema } from "~/server/billing/api-schemas";
import { stripeClient } from "~/server/billing/billing.server";
import { paymentViewsOf, refundPayment, RefundError } from "~/server/billing/refunds.server";
import { getSubscription, subscriptionCheck } from "~/server/billing/subscriptions.server";
import { answerPromptRequest, listPromptRequestsForAdmin } from "~/server/requests/admin.server";
import {
  AdminPromptRequestFilterSchema,
  AdminPromptRequestListSchema,
  AdminPromptRequestSchema,
  PromptRequestAnswerInput,
} from "~/server/requests/api-schemas";
import { PromptRequestError } from "~/server/requests/errors";
import { AdminError, adminActor, type AdminActor } from "./actor.server";
import {
  AdminPromptFilterSchema,
  AssignAdminSchema,
  AuditFilterSchema,
  CatalogueExportQuerySchema,
  CatalogueImportQuerySchema,
  CategoryCreateSchema,
  CategoryUpdateSchema,
  MessageFilterSchema,
  PromptUpdateSchema,
  SetRoleSchema,
  SetTierSchema,
  SubscriberSearchSchema,
} from "./admin-schemas";
import {
  AdminCategoryListSchema,
  AdminCategoryResponseSchema,
  AdminErrorSchema,
  AdminOverviewSchema,
  AdminPromptListSchema,
  AdminPromptResponseSchema,
  AuditListSchema,
  CatalogueImportPreviewSchema,
  CatalogueImportResultSchema,
  ContactMessageListSchema,
  DeletedSchema,
  MessageHandledSchema,
  SubscriberListSchema,
  SubscriberResponseSchema,
} from "./api-schemas";
import { listAuditLog } from "./audit.server";
import { createCategory, deleteCategory, listAdminCategories, updateCategory } from "./categories.server";
import { listMessages, markMessageHandled } from "./messages.server";
import { adminOverview } from "./overview.server";
import {
  CatalogueImportError,
  exportCatalogue,
  importCatalogue,
  previewCatalogueImport,
} from "./transfer.server";
import { deletePrompt, getAdminPrompt, listAdminPrompts, updatePrompt } from "./prompts.server";
import {
  assignAdminById,
  searchSubscribers,
  setSubscriberTier,
  setUserRole,
  subscriberById,
} from "./users.server";

type Env = { Variables: { actor: AdminActor } };

const PromptIdParams = z.object({ id: IdParamSchema.meta({ description: "The prompt's id." }) });
const MessageIdParams = z.object({ id: IdParamSchema.meta({ description: "The message's id." }) });
const RequestIdParams = z.object({ id: IdParamSchema.meta({ description: "The prompt request's id." }) });
const UserIdParams = z.object({ id: z.string().max(200).meta({ description: "The user's id." }) });
const CategoryIdParams = z.object({ id: z.string().max(200).meta({ description: "The category's id." }) });

const error = (description: string) => jsonResponse(AdminErrorSchema, description);
const INVALID = error("The body or a parameter is invalid; `issues` names each problem.");
const REFUSALS = { 401: error("No session or bearer token."), 403: error("The caller is not an admin.") };

/** Every admin operation: tagged, for a member's session or bearer token, with its refusals. */
const adminRoute = memberRouteFor("admin", REFUSALS);

const NOT_FOUND = [
  { under: "/prompts/", code: "prompt_not_found", error: "Prompt not found" },
  { under: "/categories/", code: "category_not_found", error: "Category not found" },
  { under: "/messages/", code: "message_not_found", error: "Message not found" },
  { under: "/payments/", code: "payment-not-found", error: "Payment not found" },
  { under: "/prompt-requests/", code: "request_not_found", error: "Prompt request not found" },
] as const;

/** A bad id in the path reads as "not found" (with the code of what was looked for); a bad body names its problems. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one hook serves routes of every shape
const adminHook: Hook<any, Env, any, any> = (result, c) => {
  if (result.success) return;
  const missing = NOT_FOUND.find((kind) => c.req.path.includes(kind.under));
  if (result.target === "param" && missing) return c.json({ error: missing.error, code: missing.code }, 404);
  return invalidRequest(
    c,
    result.error,
    c.req.path.endsWith("/admins") ? { code: "please_enter_user_id" } : {},
  );
};

/**
 * /api/v1/admin/*: the admin dashboard's operations for scripts. Every request re-checks the admin
 * role: 401 without a session or bearer token, 403 for anyone who is not an admin.
 */
export function adminApi({ database, members, clock }: ApiContext) {
  const routes = createApiRouter<Env>(adminHook);

  routes.use("*", async (c, next) => {
    const member = await members(c.req.raw);
    if (!member) return c.json({ error: "Authentication required" }, 401);
    const actor = adminActor(member);
    if (!actor) return c.json({ error: "Admin role required" }, 403);
    c.set("actor", actor);
    return next();
  });

  routes.onError((failure, c) => {
    if (
      failure instanceof AdminError ||
      failure instanceof RefundError ||
      failure instanceof PromptRequestError
    )
      return c.json({ error: failure.message, code: failure.code }, failure.status);
    if (failure instanceof CatalogueImportError)
      return c.json({ error: failure.message, code: failure.code, at: failure.at }, 400);
    throw failure;
  });

  routes.openapi(
    adminRoute({
      method: "get",
      path: "/overview",
      operationId: "adminOverview",
      summary: "Counts: users, paying members per tier, prompts, copies in the last 7 days, new messages",
      responses: { 200: jsonResponse(AdminOverviewSchema, "The counts now.") },
    }),
    async (c) => c.json(await adminOverview(await database()), 200),
  );

  routes.openapi(
    adminRoute({
      method: "get",
      path: "/users",
      operationId: "adminSearchUsers",
      summary: "Accounts whose email contains `q` (any case), newest first, at most 20",
      request: { query: SubscriberSearchSchema },
      responses: { 200: jsonResponse(SubscriberListSchema, "Up to 20 accounts."), 400: INVALID },
    }),
    async (c) => c.json({ users: await searchSubscribers(await database(), c.req.valid("query").q) }, 200),
  );

  routes.openapi(
    adminRoute({
      method: "put",
      path: "/users/{id}/subscription",
      operationId: "adminSetTier",
      summary: 'Set a plan: "none" makes the user free; creator or legend subscribes them for 30 days',
      request: { params: UserIdParams, body: jsonBody(SetTierSchema.meta({ id: "SetTierBody" })) },
      responses: {
        200: jsonResponse(SubscriberResponseSchema, "The account as it is now."),
        400: INVALID,
        404: error("User not found."),
      },
    }),
    async (c) => {
      const user = await setSubscriberTier(
        await database(),
        c.get("actor"),
        c.req.valid("param").id,
        c.req.valid("json").tier,
      );
      return c.json({ user }, 200);
    },
  );

  routes.openapi(
    adminRoute({
      method: "put",
      path: "/users/{id}/role",
      operationId: "adminSetRole",
      summary: "Replace the user's role (an admin cannot remove their own admin role)",
      request: { params: UserIdParams, body: jsonBody(SetRoleSchema.meta({ id: "SetRoleBody" })) },
      responses: {
        200: jsonResponse(SubscriberResponseSchema, "The account as it is now."),
        400: INVALID,
        404: error("User not found."),
        409: error("An admin tried to remove their own admin role."),
      },
    }),
    async (c) => {
      const user = await setUserRole(
        await database(),
        c.get("actor"),
        c.req.valid("param").id,
        c.req.valid("json").role,
      );
      return c.json({ user }, 200);
    },
  );

  routes.openapi(
    adminRoute({
      method: "post",
      path: "/admins",
      operationId: "adminAssignAdmin",
      summary: "Make an existing user an admin, by id",
      request: { body: jsonBody(AssignAdminSchema.meta({ id: "AssignAdminBody" })) },
      responses: {
        201: jsonResponse(SubscriberResponseSchema, "Admin role assigned."),
        400: error("Please enter a user ID."),
        404: error("User not found."),
        409: error("User is already an admin."),
      },
    }),
    async (c) => {
      const user = await assignAdminById(await database(), c.get("actor"), c.req.valid("json").userId);
      return c.json({ user, message: "Admin role assigned" }, 201);
    },
  );

  routes.openapi(
    adminRoute({
      method: "get",
      path: "/prompts",
      operationId: "adminListPrompts",
      summary: "Every prompt, catalogue and member-made, published or hidden",
      request: { query: AdminPromptFilterSchema },
      responses: { 200: jsonResponse(AdminPromptListSchema, "One page of prompts, by id."), 400: INVALID },
    }),
    async (c) => c.json(await listAdminPrompts(await database(), c.req.valid("query")), 200),
  );

  routes.openapi(
    adminRoute({
      method: "get",
      path: "/prompts/{id}",
      operationId: "adminGetPrompt",
      summary: "One prompt with both languages in full",
      request: { params: PromptIdParams },
      responses: {
        200: jsonResponse(AdminPromptResponseSchema, "The prompt."),
        404: error("Prompt not found."),
      },
    }),
    async (c) => c.json({ prompt: await getAdminPrompt(await database(), c.req.valid("param").id) }, 200),
  );

  routes.openapi(
    adminRoute({
      method: "patch",
      path: "/prompts/{id}",
      operationId: "adminUpdatePrompt",
      summary: "Edit a prompt: category, premium, published, and the text of either language",
      request: {
        params: PromptIdParams,
        body: jsonBody(PromptUpdateSchema.meta({ id: "PromptUpdateBody" })),
      },
      responses: {
        200: jsonResponse(
          AdminPromptResponseSchema,
          "The prompt as it is now; the public pages show it at once.",
        ),
        400: INVALID,
        404: error("Prompt or category not found."),
      },
    }),
    async (c) =>
      c.json(
        {
          prompt: await updatePrompt(
            await database(),
            c.get("actor"),
            c.req.valid("param").id,
            c.req.valid("json"),
          ),
        },
        200,
      ),
  );

  routes.openapi(
    adminRoute({
      method: "delete",
      path: "/prompts/{id}",
      operationId: "adminDeletePrompt",
      summary: "Delete a prompt with its translations, favourites and history",
      request: { params: PromptIdParams },
      responses: { 200: jsonResponse(DeletedSchema, "Deleted."), 404: error("Prompt not found.") },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      await deletePrompt(await database(), c.get("actor"), id);
      return c.json({ deleted: true as const, id }, 200);
    },
  );

  routes.openapi(
    adminRoute({
      method: "get",
      path: "/catalogue/export",
      operationId: "adminExportCatalogue",
      summary:
        "The catalogue's prompts (published or not) as a file, each language an entry: our JSON with versions (which imports back), CSV, Markdown, GitHub Models .prompt.yml or prompts.chat CSV",
      request: { query: CatalogueExportQuerySchema },
      responses: {
        200: PROMPT_FILE_RESPONSE,
        400: INVALID,
      },
    }),
    async (c) => {
      const now = clock.now();
      const { format, locale } = c.req.valid("query");
      const file = await exportCatalogue(await database(), format, { locale, now });
      const name = [
        `promptario-catalogue-${now.toISOString().slice(0, 10)}`,
        locale,
        format === "prompts-chat" ? "prompts-chat" : null,
      ]
        .filter(Boolean)
        .join("-");
      return c.body(file.text, 200, {
        "Content-Type": `${file.type}; charset=utf-8`,
        "Content-Disposition": `attachment; filename="${name}.${file.extension}"`,
      });
    },
  );

  const IMPORT_BODY = promptFileBody(
    "The file as it is (JSON, CSV, Markdown or YAML text), at most 2 MB and 500 prompts.",
  );
  const TOO_LARGE = { error: "The file is larger than 2 MB", code: "too_large" as const, at: null };
  const IMPORT_REFUSALS = {
    400: error(
      "The query is invalid (`issues`), the file cannot be read (`code`: unreadable), holds more than 500 prompts (too_many), a prompt is invalid (invalid_prompt, with `at`), or the category named does not exist (category_not_found); nothing was written.",
    ),
    413: error("The file is larger than 2 MB."),
  };

  routes.openapi(
    adminRoute({
      method: "post",
      path: "/catalogue/import/preview",
      operationId: "adminPreviewCatalogueImport",
      summary:
        "What importing a file into the catalogue would do (new, duplicates skipped, errors by line or item); nothing is written",
      description:
        "Reads our JSON, CSV or Markdown, a GitHub Models .prompt.yml, a prompts.chat CSV (act,prompt), or an Open WebUI or LibreChat prompt export, converting their variables to ours. A prompt's category is the file's when it names an existing category by id, else `category`; a text whose variables do not parse is an error.",
      request: { query: CatalogueImportQuerySchema, body: IMPORT_BODY },
      responses: { 200: jsonResponse(CatalogueImportPreviewSchema, "The preview."), ...IMPORT_REFUSALS },
    }),
    async (c) => {
      const { name, locale, category } = c.req.valid("query");
      const text = await c.req.text();
      if (text.length > TRANSFER_LIMITS.bytes) return c.json(TOO_LARGE, 413);
      const planned = await previewCatalogueImport(await database(), text, name, {
        locale,
        categoryId: category,
        readerLocale: localeFromRequest(c.req.raw),
      });
      return c.json({ format: planned.format, rows: planned.rows, counts: planCounts(planned) }, 200);
    },
  );

  routes.openapi(
    adminRoute({
      method: "post",
      path: "/catalogue/import",
      operationId: "adminImportCatalogue",
      summary:
        "Import a file into the catalogue (the formats and rules of the preview): new prompts are hidden until published; duplicates are skipped; one bad prompt refuses the whole file",
      description: "Written to the audit log (catalogue.import) with the new prompts' ids.",
      request: { query: CatalogueImportQuerySchema, body: IMPORT_BODY },
      responses: { 200: jsonResponse(CatalogueImportResultSchema, "What was added."), ...IMPORT_REFUSALS },
    }),
    async (c) => {
      const { name, locale, category } = c.req.valid("query");
      const text = await c.req.text();
      if (text.length > TRANSFER_LIMITS.bytes) return c.json(TOO_LARGE, 413);
      const result = await importCatalogue(
        await database(),
        c.get("actor"),
        text,
        name,
        { locale, categoryId: category, readerLocale: localeFromRequest(c.req.raw) },
        clock.now(),
      );
      return c.json(result, 200);
    },
  );

  routes.openapi(
    adminRoute({
      method: "get",
      path: "/categories",
      operationId: "adminListCategories",
      summary: "Every category with both titles and its prompt count",
      responses: { 200: jsonResponse(AdminCategoryListSchema, "The categories, in display order.") },
    }),
    async (c) => c.json({ categories: await listAdminCategories(await database()) }, 200),
  );

  routes.openapi(
    adminRoute({
      method: "post",
      path: "/categories",
      operationId: "adminCreateCategory",
      summary: "Add a category",
      request: { body: jsonBody(CategoryCreateSchema.meta({ id: "CategoryCreateBody" })) },
      responses: {
        201: jsonResponse(AdminCategoryResponseSchema, "The new category."),
        400: INVALID,
        409: error("A category with this id already exists."),
      },
    }),
    async (c) =>
      c.json({ category: await createCategory(await database(), c.get("actor"), c.req.valid("json")) }, 201),
  );

  routes.openapi(
    adminRoute({
      method: "patch",
      path: "/categories/{id}",
      operationId: "adminUpdateCategory",
      summary: "Edit a category's titles, icon, colour or order",
      request: {
        params: CategoryIdParams,
        body: jsonBody(CategoryUpdateSchema.meta({ id: "CategoryUpdateBody" })),
      },
      responses: {
        200: jsonResponse(AdminCategoryResponseSchema, "The category as it is now."),
        400: INVALID,
        404: error("Category not found."),
      },
    }),
    async (c) =>
      c.json(
        {
          category: await updateCategory(
            await database(),
            c.get("actor"),
            c.req.valid("param").id,
            c.req.valid("json"),
          ),
        },
        200,
      ),
  );

  routes.openapi(
    adminRoute({
      method: "delete",
      path: "/categories/{id}",
      operationId: "adminDeleteCategory",
      summary: "Delete an empty category",
      request: { params: CategoryIdParams },
      responses: {
        200: jsonResponse(DeletedSchema, "Deleted."),
        404: error("Category not found."),
        409: error("The category still has prompts."),
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      await deleteCategory(await database(), c.get("actor"), id);
      return c.json({ deleted: true as const, id }, 200);
    },
  );

  routes.openapi(
    adminRoute({
      method: "get",
      path: "/messages",
      operationId: "adminListMessages",
      summary: "The contact inbox, newest first",
      request: { query: MessageFilterSchema },
      responses: { 200: jsonResponse(ContactMessageListSchema, "One page of messages."), 400: INVALID },
    }),
    async (c) => {
      const { items, total } = await listMessages(await database(), c.req.valid("query"));
      return c.json(
        {
          total,
          messages: items.map((item) => ({
            ...item,
            createdAt: item.createdAt.toISOString(),
            handledAt: item.handledAt?.toISOString() ?? null,
          })),
        },
        200,
      );
    },
  );

  routes.openapi(
    adminRoute({
      method: "post",
      path: "/messages/{id}/handled",
      operationId: "adminMarkMessageHandled",
      summary: "Mark a contact message handled",
      request: { params: MessageIdParams },
      responses: { 200: jsonResponse(MessageHandledSchema, "Handled."), 404: error("Message not found.") },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      await markMessageHandled(await database(), c.get("actor"), id);
      return c.json({ id, status: "handled" as const }, 200);
    },
  );

  routes.openapi(
    adminRoute({
      method: "get",
      path: "/prompt-requests",
      operationId: "adminListPromptRequests",
      summary: "The members' prompt requests: those waiting first (oldest first), then answered ones",
      request: { query: AdminPromptRequestFilterSchema },
      responses: {
        200: jsonResponse(AdminPromptRequestListSchema, "One page of requests."),
        400: INVALID,
      },
    }),
    async (c) => c.json(await listPromptRequestsForAdmin(await database(), c.req.valid("query")), 200),
  );

  routes.openapi(
    adminRoute({
      method: "put",
      path: "/prompt-requests/{id}",
      operationId: "adminAnswerPromptRequest",
      summary:
        "Answer a prompt request: its status, the answer the member reads and (when done) the prompt written for it",
      description:
        "The member is told under the bell and by mail. `prompt` names a published prompt by its id or its address.",
      request: { params: RequestIdParams, body: jsonBody(PromptRequestAnswerInput) },
      responses: {
        200: jsonResponse(z.strictObject({ request: AdminPromptRequestSchema }), "The request as it is now."),
        400: error(
          "A field is invalid (`issues`), or no published prompt has that id (`code`: prompt_not_found).",
        ),
        404: error("Prompt request not found."),
      },
    }),
    async (c) => {
      const request = await answerPromptRequest(
        await database(),
        c.get("actor"),
        c.req.valid("param").id,
        c.req.valid("json"),
        clock.now(),
      );
      return c.json({ request }, 200);
    },
  );

  routes.openapi(
    adminRoute({
      method: "get",
      path: "/users/{id}/payments",
      operationId: "adminListPayments",
      summary: "A member's payments, newest first, and whether each may be refunded now",
      request: { params: UserIdParams },
      responses: {
        200: jsonResponse(PaymentListSchema, "Every payment, refunded or not."),
        404: error("User not found."),
      },
    }),
    async (c) => {
      const db = await database();
      const { id } = c.req.valid("param");
      await subscriberById(db, id, clock.now());
      return c.json({ payments: await paymentViewsOf(db, id, "admin", clock.now()) }, 200);
    },
  );

  routes.openapi(
    adminRoute({
      method: "post",
      path: "/payments/{id}/refund",
      operationId: "adminRefundPayment",
      summary: "Refund a member's payment within its 7 days; their plan ends now and they return to Explorer",
      description:
        "Written to the audit log, and the member gets a mail in their language. The money moves once.",
      request: { params: PaymentIdParams },
      responses: {
        200: jsonResponse(RefundResponseSchema, "Refunded; the plan has ended."),
        404: error("Payment not found."),
        409: error(
          "Not refundable: already refunded (`code`: already-refunded), past 7 days (window-passed), or a refund of it is under way (refund-in-progress).",
        ),
        502: error("The payment provider could not refund it (`code`: refund-failed); nothing changed."),
      },
    }),
    async (c) => {
      const db = await database();
      const now = clock.now();
      const refund = await refundPayment(
        { db, stripe: stripeClient() },
        c.req.valid("param").id,
        { kind: "admin", actor: c.get("actor") },
        now,
      );
      const { userId, ...refunded } = refund;
      const state = await getSubscription(db, userId);
      return c.json({ refund: refunded, subscription: subscriptionCheck(state, now) }, 200);
    },
  );

  routes.openapi(
    adminRoute({
      method: "get",
      path: "/audit",
      operationId: "adminAuditLog",
      summary: "The audit log of admin changes, newest first",
      request: { query: AuditFilterSchema },
      responses: { 200: jsonResponse(AuditListSchema, "One page of entries."), 400: INVALID },
    }),
    async (c) => {
      const { items, total } = await listAuditLog(await database(), c.req.valid("query"));
      return c.json({ total, entries: items }, 200);
    },
  );

  return routes;
}
