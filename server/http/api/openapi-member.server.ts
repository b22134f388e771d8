import type { z } from "zod";
import { CalendarMonthQuerySchema, CalendarPromptsQuerySchema } from "~/core/forms/calendar";
import { ConversationListQuerySchema } from "~/core/forms/chat";
import { AnalyticsQuerySchema } from "./member-api-schemas";
import { MyPromptsQuerySchema } from "./member-prompts-routes.server";

type JsonSchema = Record<string, unknown>;

export interface PathTools {
  json: (id: string, description: string, headers?: JsonSchema) => JsonSchema;
  ref: (id: string) => JsonSchema;
  noStore: JsonSchema;
  queryParameters: (schema: z.ZodObject, io?: "input" | "output") => JsonSchema[];
}

/** A member's session cookie or bearer token. */
const MEMBER = [{ bearer: [] }, { session: [] }];

/**
 * The member endpoints of /api/v1: favourites, subscription and billing, the Stripe webhook,
 * members' prompts and the Legend chat. Each documents its refusals in the one error shape.
 */
export function memberPaths({ json, ref, noStore, queryParameters }: PathTools): Record<string, JsonSchema> {
  const error = (description: string) => json("Error", description, noStore);
  const unauthenticated = error("No session or bearer token.");
  const body = (id: string, required = true) => ({ required, content: { "application/json": { schema: ref(id) } } });
  const path = (name: string, description: string, schema: JsonSchema = { type: "string" }) => ({ name, in: "path", required: true, description, schema });
  const promptId = path("id", "The prompt's id.", { type: "integer", minimum: 1 });
  const favoriteId = path("promptId", "The prompt's id.", { type: "integer", minimum: 1 });
  const conversationId = path("id", "The conversation's id.", { type: "string", format: "uuid" });
  const messageId = path("id", "The answer's message id.", { type: "integer", minimum: 1, maximum: 2_147_483_647 });
  const op = (operationId: string, summary: string, tag: string, responses: JsonSchema, extra: JsonSchema = {}, security: unknown[] = MEMBER) => ({
    operationId,
    summary,
    tags: [tag],
    security,
    ...extra,
    responses,
  });
  const chatRefusals = {
    "401": unauthenticated,
    "403": error("The chat is part of the Legend plan."),
  };
  const answered = {
    "200": {
      description: "The whole answer as JSON; with `Accept: text/event-stream`, server-sent events instead: `start` ({conversationId, userMessageId, messageId}), `delta` ({text}) as it is written, then `done` ({content}) or `error` ({code, error, content}).",
      headers: noStore,
      content: {
        "application/json": { schema: ref("ChatAnswer") },
        "text/event-stream": { schema: { type: "string" } },
      },
    },
    "429": error("Past the daily allowance of AI messages (`limit`, `resetsAt`); nothing was stored."),
    "502": error("The AI service failed or gave an empty answer (`code`: upstream or empty); the question is kept."),
    "504": error("The answer took longer than the time limit (`code`: timeout); the question is kept."),
  };

  const calendarRefusals = { "401": unauthenticated };
  const insightsRefusals = { "401": unauthenticated, "403": error("Analytics and recommendations are part of the Legend plan.") };
  const entryId = path("id", "The calendar entry's id.", { type: "string", format: "uuid" });
  const entryNotFound = error("No such entry of the caller's.");
  const calendarInvalid = error("A day is not a real YYYY-MM-DD date, or a field is missing or invalid; `issues` names each one.");

  return {
    "/calendar": {
      get: op(
        "listCalendarMonth",
        "Your entries from the first to the last day of a month, both included, each with its prompt",
        "calendar",
        { "200": json("CalendarMonth", "The month's entries.", noStore), "400": error("The month is missing or not YYYY-MM."), ...calendarRefusals },
        { parameters: queryParameters(CalendarMonthQuerySchema, "input") },
      ),
      post: op(
        "createCalendarEntry",
        "Schedule a prompt on a day: a library prompt you may read (promptId) or one of your locker's (lockerPromptId, Legend)",
        "calendar",
        {
          "201": json("CalendarEntryResponse", "Calendar entry added.", noStore),
          "400": calendarInvalid,
          "403": error("Your plan does not open this prompt (`code`: prompt_locked), or the locker is not in it (locker_not_in_plan)."),
          "404": error("No such prompt, or not one you may see."),
          "409": error("The calendar already holds 1,000 entries in that year."),
          ...calendarRefusals,
        },
        { requestBody: body("CalendarEntryBody") },
      ),
    },
    "/calendar/prompts": {
      get: op(
        "listCalendarPrompts",
        "Your prompts to schedule: the ones you wrote, your favourites and (Legend) your locker, newest first",
        "calendar",
        { "200": json("CalendarPromptList", "Matching every word of `q`, accents ignored.", noStore), "400": error("The search is too long."), ...calendarRefusals },
        { parameters: queryParameters(CalendarPromptsQuerySchema, "input") },
      ),
    },
    "/calendar/settings": {
      get: op("getCalendarSettings", "Your time zone for reminders, and whether you have a feed link", "calendar", { "200": json("CalendarSettingsResponse", "The settings.", noStore), ...calendarRefusals }),
      patch: op(
        "updateCalendarSettings",
        "Set your time zone; reminders still to come move to 08:00 there",
        "calendar",
        { "200": json("CalendarSettingsResponse", "Saved.", noStore), "400": error("Not an IANA time zone."), ...calendarRefusals },
        { requestBody: body("CalendarSettingsBody") },
      ),
    },
    "/calendar/feed": {
      post: op(
        "resetCalendarFeed",
        "Make your private ICS feed link (any earlier one stops working); the link is shown this once",
        "calendar",
        { "201": json("CalendarFeedLink", "The new link.", noStore), ...calendarRefusals },
      ),
      delete: op("deleteCalendarFeed", "Turn your ICS feed off; its link stops working", "calendar", { "204": { description: "Turned off.", headers: noStore }, ...calendarRefusals }),
    },
    "/calendar/{id}": {
      get: op("getCalendarEntry", "One of your entries", "calendar", { "200": json("CalendarEntryResponse", "The entry.", noStore), "404": entryNotFound, ...calendarRefusals }, { parameters: [entryId] }),
      patch: op(
        "updateCalendarEntry",
        "Turn the reminder on or off and/or move the entry to another day",
        "calendar",
        { "200": json("CalendarEntryResponse", "Saved.", noStore), "400": calendarInvalid, "404": entryNotFound, "409": error("The new day's year already holds 1,000 entries."), ...calendarRefusals },
        { parameters: [entryId], requestBody: body("CalendarEntryPatchBody") },
      ),
      delete: op("deleteCalendarEntry", "Delete an entry (its reminder is cancelled)", "calendar", { "204": { description: "Entry deleted.", headers: noStore }, "404": entryNotFound, ...calendarRefusals }, { parameters: [entryId] }),
    },
    "/favorites": {
      get: op("listFavorites", "The caller's favourite prompts", "favorites", {
        "200": json("FavoriteList", "Newest first.", noStore),
        "401": unauthenticated,
      }),
    },
    "/favorites/{promptId}": {
      put: op(
        "addFavorite",
        "Save a prompt as a favourite",
        "favorites",
        {
          "200": json("FavoriteResult", "It is a favourite.", noStore),
          "401": unauthenticated,
          "403": error("The free plan's limit of favourites is reached (`limit`, `upgradeUrl`)."),
          "404": error("No such prompt, or not one the caller may see."),
        },
        { parameters: [favoriteId] },
      ),
      delete: op(
        "removeFavorite",
        "Remove a prompt from the favourites",
        "favorites",
        { "200": json("FavoriteResult", "It is not a favourite.", noStore), "401": unauthenticated, "404": error("Not a prompt id.") },
        { parameters: [favoriteId] },
      ),
    },
    "/subscription/check": {
      post: op(
        "checkSubscription",
        "The caller's plan and what it includes",
        "billing",
        { "200": json("SubscriptionCheck", "Without a session: the free plan.", noStore) },
        {},
        [{}, ...MEMBER],
      ),
    },
    "/billing/checkout": {
      post: op(
        "startCheckout",
        "Start a subscription: a Stripe Checkout address (or the local test checkout)",
        "billing",
        {
          "200": json("Redirect", "Send the browser there.", noStore),
          "400": error("Invalid plan selected."),
          "401": unauthenticated,
          "409": error("The member already has a plan: a second checkout would charge twice, so change it at `changeUrl` (/billing/change)."),
          "502": error("The payment provider could not be reached."),
        },
        { requestBody: body("CheckoutBody") },
      ),
    },
    "/billing/change": {
      get: op(
        "previewPlanChange",
        "What changing the plan would do: today's prorated amount and when it takes effect",
        "billing",
        {
          "200": json("PlanChangeResponse", "Nothing is charged or changed yet.", noStore),
          "400": error("Invalid plan selected."),
          "401": unauthenticated,
          "404": error("No paid subscription to change (`code`: no-subscription); subscribe through /billing/checkout."),
          "409": error("That is already the plan (`code`: same-plan)."),
          "502": error("The payment provider could not be reached."),
        },
        { parameters: [{ name: "plan", in: "query", required: true, schema: { type: "string", enum: ["creator", "legend"] } }] },
      ),
      post: op(
        "changePlan",
        "Change the plan of the member's one subscription: an upgrade now, prorated; a downgrade at the end of the period",
        "billing",
        {
          "200": json("PlanChangeResponse", "Changed (an upgrade), or scheduled (a downgrade).", noStore),
          "400": error("Invalid plan or quote."),
          "401": unauthenticated,
          "402": error("The prorated payment did not go through (`code`: payment-failed); the plan is unchanged."),
          "404": error("No paid subscription to change (`code`: no-subscription)."),
          "409": error("That is already the plan (`code`: same-plan), or the quote is older than an hour (`code`: quote-expired)."),
          "502": error("The payment provider could not be reached; nothing changed."),
        },
        { requestBody: body("PlanChangeBody") },
      ),
    },
    "/billing/portal": {
      post: op(
        "openBillingPortal",
        "Manage the subscription: a Stripe customer portal address (or the local test portal)",
        "billing",
        {
          "200": json("Redirect", "Send the browser there.", noStore),
          "401": unauthenticated,
          "404": error("No subscription to manage."),
          "502": error("The payment provider could not be reached."),
        },
      ),
    },
    "/webhooks/stripe": {
      post: op(
        "stripeWebhook",
        "Stripe's signed events (checkout completed, subscription updated or deleted, invoice paid)",
        "billing",
        {
          "200": json("WebhookResult", "Handled, or a duplicate or an event we do not use.", noStore),
          "400": json("WebhookResult", "Unsigned, wrongly signed, or webhooks are not configured.", noStore),
          "413": error("The body is too large."),
        },
        {
          description: "Authenticated by the `Stripe-Signature` header over the raw body (STRIPE_WEBHOOK_SECRET).",
          parameters: [{ name: "Stripe-Signature", in: "header", required: true, schema: { type: "string" } }],
          requestBody: { required: true, content: { "application/json": { schema: { type: "object", description: "A Stripe event." } } } },
        },
        [],
      ),
    },
    "/prompts": {
      post: op(
        "createPrompt",
        "Write a prompt of your own; it stays private until you publish it",
        "member prompts",
        {
          "201": json("MemberPromptResponse", "Created (private).", { ...noStore, Location: { schema: { type: "string" } } }),
          "400": error("A field is missing or invalid; `issues` names each one."),
          "401": unauthenticated,
          "429": error("30 prompts in the last 24 hours: the daily limit."),
        },
        { requestBody: body("MemberPromptBody") },
      ),
    },
    "/prompts/{id}": {
      patch: op(
        "updatePrompt",
        "Change your prompt, publish or unpublish it (author or admin)",
        "member prompts",
        {
          "200": json("MemberPromptResponse", "The prompt as it is now.", noStore),
          "400": error("A field is invalid; `issues` names each one."),
          "401": unauthenticated,
          "403": error("Someone else's published prompt."),
          "404": error("No such prompt, or one the caller cannot see."),
        },
        { parameters: [promptId], requestBody: body("MemberPromptPatchBody") },
      ),
      delete: op(
        "deletePrompt",
        "Delete your prompt and what points at it (author or admin)",
        "member prompts",
        {
          "204": { description: "Deleted.", headers: noStore },
          "401": unauthenticated,
          "403": error("Someone else's published prompt."),
          "404": error("No such prompt, or one the caller cannot see."),
        },
        { parameters: [promptId] },
      ),
    },
    "/me/analytics": {
      get: op(
        "getMyAnalytics",
        "Your own use of the library over 30 or 90 days: copies, uses, favourites and AI messages per day, top categories and tags, streak, most returned-to prompts",
        "insights",
        {
          "200": json("MemberAnalytics", "The figures; days are UTC.", noStore),
          "400": error("`days` is neither 30 nor 90."),
          ...insightsRefusals,
        },
        { parameters: queryParameters(AnalyticsQuerySchema, "input") },
      ),
    },
    "/me/recommendations": {
      get: op(
        "getMyRecommendations",
        "Prompts you have not used yet and may read, each with why: your categories and tags, what members who used the same prompts also used, or this week's popular ones",
        "insights",
        { "200": json("RecommendationList", "At most 8, best first.", noStore), ...insightsRefusals },
      ),
    },
    "/me/prompts": {
      get: op(
        "listMyPrompts",
        "The prompts you wrote, newest first",
        "member prompts",
        { "200": json("MemberPromptList", "One page.", noStore), "400": error("A parameter is invalid."), "401": unauthenticated },
        { parameters: queryParameters(MyPromptsQuerySchema) },
      ),
    },
    "/chat": {
      post: op(
        "sendChatMessage",
        "Send a message to the assistant, in a new conversation or an existing one",
        "chat",
        { ...answered, "400": error("The message is empty, too long or invalid."), "404": error("No such conversation of the caller's."), ...chatRefusals },
        { requestBody: body("ChatSendBody") },
      ),
    },
    "/chat/allowance": {
      get: op("chatAllowance", "AI messages used today and the daily limit", "chat", { "200": json("ChatAllowance", "Today, in UTC.", noStore), ...chatRefusals }),
    },
    "/chat/prompt-menu": {
      get: op(
        "chatPromptMenu",
        "Prompts to insert into a message: yours, then the library's you may read",
        "chat",
        { "200": json("PromptMenu", "Matching `q`.", noStore), "400": error("The search is invalid."), ...chatRefusals },
        { parameters: [{ name: "q", in: "query", required: false, schema: { type: "string", maxLength: 100 } }] },
      ),
    },
    "/chat/conversations": {
      get: op(
        "listConversations",
        "Your conversations, the most recently active first, a page at a time; with `q`, those whose title or any message contains it",
        "chat",
        {
          "200": json("ChatConversationList", "One page; pass `nextCursor` as `cursor` for the next (null on the last).", noStore),
          "400": error("`q`, `cursor` or `limit` is invalid."),
          ...chatRefusals,
        },
        { parameters: queryParameters(ConversationListQuerySchema, "input") },
      ),
    },
    "/chat/conversations/{id}": {
      get: op(
        "getConversation",
        "A conversation with its messages (an answer being written shows as `streaming`)",
        "chat",
        { "200": json("ChatConversation", "The conversation.", noStore), "404": error("Conversation not found."), ...chatRefusals },
        { parameters: [conversationId] },
      ),
      patch: op(
        "renameConversation",
        "Rename a conversation",
        "chat",
        {
          "200": json("ChatConversationSummary", "Renamed.", noStore),
          "400": error("The title is empty, too long or invalid."),
          "404": error("Conversation not found."),
          ...chatRefusals,
        },
        { parameters: [conversationId], requestBody: body("ChatRenameBody") },
      ),
      delete: op(
        "deleteConversation",
        "Delete a conversation and its messages",
        "chat",
        { "204": { description: "Deleted.", headers: noStore }, "404": error("Conversation not found."), ...chatRefusals },
        { parameters: [conversationId] },
      ),
    },
    "/chat/conversations/{id}/retry": {
      post: op(
        "retryChatAnswer",
        "Write the conversation's last answer again",
        "chat",
        { ...answered, "404": error("Conversation not found."), "409": error("There is no answer to retry."), ...chatRefusals },
        { parameters: [conversationId] },
      ),
    },
    "/chat/messages/{id}/stop": {
      post: op(
        "stopChatAnswer",
        "Stop an answer being written; what was written is kept",
        "chat",
        {
          "204": { description: "Stopped.", headers: noStore },
          "400": error("The id is not a number from 1 to 2147483647."),
          "404": error("No answer of the caller's is being written."),
          ...chatRefusals,
        },
        { parameters: [messageId] },
      ),
    },
    "/chat/messages/{id}/stream": {
      get: op(
        "followChatAnswer",
        "Follow an answer: what is written so far, then the rest as server-sent events",
        "chat",
        {
          "200": { description: "Events `delta`, then `done` or `error`, as for sendChatMessage.", content: { "text/event-stream": { schema: { type: "string" } } } },
          "400": error("The id is not a number from 1 to 2147483647."),
          "404": error("No such answer of the caller's."),
          ...chatRefusals,
        },
        { parameters: [messageId] },
      ),
    },
  };
}

