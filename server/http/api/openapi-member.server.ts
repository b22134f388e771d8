import type { z } from "zod";
import { CalendarMonthQuerySchema, CalendarPromptsQuerySchema } from "~/core/forms/calendar";
import { ConversationListQuerySchema } from "~/core/forms/chat";
import { LockerQuerySchema } from "~/core/forms/locker";
import { ExportQuerySchema } from "./locker-routes.server";

type JsonSchema = Record<string, unknown>;

export interface PathTools {
  json: (id: string, description: string, headers?: JsonSchema) => JsonSchema;
  ref: (id: string) => JsonSchema;
  noStore: JsonSchema;
  queryParameters: (schema: z.ZodObject, io?: "input" | "output") => JsonSchema[];
}

/** A member's session cookie or bearer token (a session token, a JWT or an API key). */
const MEMBER = [{ bearer: [] }, { session: [] }];

/**
 * The member endpoints of /api/v1 still described by hand: subscription and billing, the Stripe
 * webhook, the Legend chat and tools. Each documents its refusals in the one error shape.
 */
export function memberPaths({ json, ref, noStore, queryParameters }: PathTools): Record<string, JsonSchema> {
  const error = (description: string) => json("Error", description, noStore);
  const unauthenticated = error("No session or bearer token.");
  const body = (id: string, required = true) => ({ required, content: { "application/json": { schema: ref(id) } } });
  const path = (name: string, description: string, schema: JsonSchema = { type: "string" }) => ({ name, in: "path", required: true, description, schema });
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

  const repurposeRefusals = { "401": unauthenticated, "403": error("The content repurposer is part of the Legend plan.") };
  const runId = path("id", "The run's id.", { type: "integer", minimum: 1, maximum: 2147483647 });
  const runIdInvalid = error("The id is not a whole number from 1 to 2147483647.");
  const runNotFound = error("No such run of the caller's.");
  const focusRefusals = { "401": unauthenticated, "403": error("Focus mode is part of the Creator and Legend plans.") };
  const focusId = path("id", "The focus session's id.", { type: "string", format: "uuid" });
  const focusNotFound = error("No such session of the caller's.");

  const lockerRefusals = { "401": unauthenticated, "403": error("The prompt locker is part of the Legend plan.") };
  const lockerId = path("id", "The saved prompt's id.", { type: "string", format: "uuid" });
  const projectId = path("id", "The project's id.", { type: "string", format: "uuid" });
  const lockerNotFound = error("No such saved prompt of the caller's.");
  const projectNotFound = error("No such project of the caller's.");
  const lockerInvalid = error("A field is missing, too long or invalid; `issues` names each one.");

  const calendarRefusals = { "401": unauthenticated };
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
    "/locker/prompts": {
      get: op(
        "listLockerPrompts",
        "Your saved prompts, newest first: search (accents ignored) and filter by project",
        "locker",
        { "200": json("LockerPromptList", "The matching prompts.", noStore), "400": error("A parameter is invalid."), ...lockerRefusals },
        { parameters: queryParameters(LockerQuerySchema, "input") },
      ),
      post: op(
        "createLockerPrompt",
        "Save a prompt of your own",
        "locker",
        {
          "201": json("LockerPromptResponse", "Saved.", noStore),
          "400": lockerInvalid,
          "404": projectNotFound,
          "409": error("The locker is full (5,000 prompts)."),
          ...lockerRefusals,
        },
        { requestBody: body("LockerPromptBody") },
      ),
    },
    "/locker/prompts/from-library": {
      post: op(
        "saveLibraryPromptToLocker",
        "Save a copy of a library prompt (its text in the request's language) to adapt it without touching the original",
        "locker",
        {
          "201": json("LockerPromptResponse", "The copy, linked to its source.", noStore),
          "400": lockerInvalid,
          "404": error("No such prompt, or its text is not part of the caller's plan."),
          "409": error("The locker is full (5,000 prompts)."),
          ...lockerRefusals,
        },
        { requestBody: body("LockerFromLibraryBody") },
      ),
    },
    "/locker/prompts/{id}": {
      get: op("getLockerPrompt", "One saved prompt", "locker", { "200": json("LockerPromptResponse", "The prompt.", noStore), "404": lockerNotFound, ...lockerRefusals }, { parameters: [lockerId] }),
      patch: op(
        "updateLockerPrompt",
        "Change a saved prompt; the version before is kept (the last 20)",
        "locker",
        { "200": json("LockerPromptResponse", "Saved.", noStore), "400": lockerInvalid, "404": error("No such saved prompt or project of the caller's."), ...lockerRefusals },
        { parameters: [lockerId], requestBody: body("LockerPromptPatchBody") },
      ),
      delete: op("deleteLockerPrompt", "Delete a saved prompt and its versions", "locker", { "204": { description: "Deleted.", headers: noStore }, "404": lockerNotFound, ...lockerRefusals }, { parameters: [lockerId] }),
    },
    "/locker/prompts/{id}/duplicate": {
      post: op(
        "duplicateLockerPrompt",
        "Copy a saved prompt, titled with \" (Copy)\" or \" (Cópia)\"",
        "locker",
        { "201": json("LockerPromptResponse", "The copy.", noStore), "404": lockerNotFound, "409": error("The locker is full."), ...lockerRefusals },
        { parameters: [lockerId] },
      ),
    },
    "/locker/prompts/{id}/versions": {
      get: op("listLockerVersions", "The versions a saved prompt had before its last saves, newest first", "locker", { "200": json("LockerVersionList", "At most 20.", noStore), "404": lockerNotFound, ...lockerRefusals }, { parameters: [lockerId] }),
    },
    "/locker/export": {
      get: op(
        "exportLocker",
        "The whole locker as a JSON file (which imports back) or as Markdown",
        "locker",
        {
          "200": {
            description: "An attachment.",
            headers: noStore,
            content: { "application/json": { schema: { type: "object" } }, "text/markdown": { schema: { type: "string" } } },
          },
          "400": error("format is json or md."),
          ...lockerRefusals,
        },
        { parameters: queryParameters(ExportQuerySchema, "input") },
      ),
    },
    "/locker/import": {
      post: op(
        "importLocker",
        "Import a locker JSON export or a CSV (title, content, description, tags, category); exact duplicates are skipped",
        "locker",
        {
          "200": json("LockerImportResult", "What was added.", noStore),
          "400": error("The file cannot be read, or a row is invalid (which one is said); nothing was imported."),
          "409": error("The locker would hold more than 5,000 prompts or 100 projects; nothing was imported."),
          "413": error("The file is larger than 2 MB."),
          ...lockerRefusals,
        },
        {
          requestBody: {
            required: true,
            content: { "application/json": { schema: { type: "object" } }, "text/csv": { schema: { type: "string" } } },
          },
        },
      ),
    },
    "/locker/categories": {
      get: op("listLockerCategories", "Your projects, with how many prompts each holds", "locker", { "200": json("LockerCategoryList", "By name.", noStore), ...lockerRefusals }),
      post: op(
        "createLockerCategory",
        "Add a project",
        "locker",
        { "201": json("LockerCategoryResponse", "Category created.", noStore), "400": lockerInvalid, "409": error("A project with this name exists, or there are 100 already."), ...lockerRefusals },
        { requestBody: body("LockerCategoryBody") },
      ),
    },
    "/locker/categories/{id}": {
      patch: op(
        "renameLockerCategory",
        "Rename a project",
        "locker",
        { "200": json("LockerCategoryResponse", "Renamed.", noStore), "400": lockerInvalid, "404": projectNotFound, "409": error("A project with this name exists."), ...lockerRefusals },
        { parameters: [projectId], requestBody: body("LockerCategoryBody") },
      ),
      delete: op("deleteLockerCategory", "Delete a project; its prompts become uncategorized", "locker", { "204": { description: "Deleted.", headers: noStore }, "404": projectNotFound, ...lockerRefusals }, { parameters: [projectId] }),
    },
    "/focus": {
      post: op(
        "startFocusSession",
        "Start a focus session",
        "focus",
        { "201": json("FocusSessionResponse", "Focus session created.", noStore), "400": error("The title is empty, too long or invalid."), ...focusRefusals },
        { requestBody: body("FocusStartBody") },
      ),
    },
    "/focus/current": {
      get: op("currentFocusSession", "The session to restore: the most recently saved one that has not ended", "focus", {
        "200": json("FocusCurrent", "The session, or null.", noStore),
        ...focusRefusals,
      }),
    },
    "/focus/prompt-menu": {
      get: op(
        "focusPromptMenu",
        "Prompts to pick for the session: yours, then the library's you may read",
        "focus",
        { "200": json("PromptMenu", "Matching `q`.", noStore), "400": error("The search is invalid."), ...focusRefusals },
        { parameters: [{ name: "q", in: "query", required: false, schema: { type: "string", maxLength: 100 } }] },
      ),
    },
    "/focus/history": {
      get: op(
        "focusHistory",
        "Ended sessions, newest first, a page at a time; with `q`, those whose title contains it",
        "focus",
        {
          "200": json("FocusHistory", "Title, dates, duration and tasks done; `nextCursor` for the next page.", noStore),
          "400": error("The cursor, limit or search is invalid."),
          ...focusRefusals,
        },
        {
          parameters: [
            { name: "cursor", in: "query", required: false, description: "`nextCursor` of the previous page.", schema: { type: "string", maxLength: 200 } },
            { name: "limit", in: "query", required: false, schema: { type: "integer", minimum: 1, maximum: 50, default: 20 } },
            { name: "q", in: "query", required: false, description: "Part of the title, any case.", schema: { type: "string", maxLength: 100 } },
          ],
        },
      ),
    },
    "/focus/{id}": {
      get: op(
        "getFocusSession",
        "One session (an ended one is read-only)",
        "focus",
        { "200": json("FocusSessionResponse", "The session.", noStore), "404": focusNotFound, ...focusRefusals },
        { parameters: [focusId] },
      ),
      patch: op(
        "saveFocusSession",
        "Save changes, with the version last seen; `addPrompt` puts a prompt at the top of the last five",
        "focus",
        {
          "200": json("FocusSessionResponse", "Saved; the new version.", noStore),
          "400": error("A field is invalid or too long; `issues` names each one."),
          "404": focusNotFound,
          "409": error("The session changed elsewhere (`code`: stale_version), or it has ended (`code`: session_ended); nothing was saved."),
          ...focusRefusals,
        },
        { parameters: [focusId], requestBody: body("FocusPatchBody") },
      ),
    },
    "/focus/{id}/end": {
      post: op(
        "endFocusSession",
        "End the session; it stays in the history",
        "focus",
        { "200": json("FocusSessionResponse", "Focus session ended.", noStore), "404": focusNotFound, ...focusRefusals },
        { parameters: [focusId] },
      ),
    },
    "/focus/{id}/recommendation": {
      post: op(
        "focusRecommendation",
        "\"I lost focus, where did I stop and how do I resume?\", answered from the session through the AI module",
        "focus",
        {
          "200": json("FocusRecommendation", "The answer.", noStore),
          "404": focusNotFound,
          "429": error("Past the daily allowance of AI messages (`limit`, `resetsAt`)."),
          "502": error("The AI service failed or gave an empty answer."),
          "504": error("The answer took longer than the time limit."),
          ...focusRefusals,
        },
        { parameters: [focusId] },
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
          "502": error("The payment provider could not be reached."),
        },
        { requestBody: body("CheckoutBody") },
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
    "/chat": {
      post: op(
        "sendChatMessage",
        "Send a message to the assistant, in a new conversation or an existing one",
        "chat",
        { ...answered, "400": error("The message is empty, too long or invalid."), "404": error("No such conversation of the caller's."), ...chatRefusals },
        { requestBody: body("ChatSendBody") },
      ),
    },
    "/repurpose": {
      post: op(
        "repurposeText",
        "Rewrite a text as an X thread, LinkedIn post, Instagram caption, newsletter section, 60-second video script or blog outline",
        "repurpose",
        {
          "200": {
            description:
              "Every format as JSON once written (`engine.kind` offline: the offline assistant's rule-based versions). With `Accept: text/event-stream`, server-sent events instead: `start` ({engine, formats, runId}), `delta` ({format, text}) as each is written, then per format `done` ({format, content}) or `error` ({format, code, error, content}), and `end` ({}) last.",
            headers: noStore,
            content: {
              "application/json": { schema: ref("RepurposeAnswer") },
              "text/event-stream": { schema: { type: "string" } },
            },
          },
          "400": error("The text is empty (\"Please enter some text\") or over 20,000 characters, or a format, the language or the tone is not in the list; in the caller's language, `issues` names each problem."),
          "401": unauthenticated,
          "403": error("The content repurposer is part of the Legend plan."),
          "404": error("`runId` is not one of the caller's runs."),
          "429": error("Fewer AI messages are left today than the formats asked (one each): `limit`, `left`, `resetsAt`; nothing was taken."),
        },
        { requestBody: body("RepurposeBody") },
      ),
    },
    "/repurpose/runs": {
      get: op("listRepurposeRuns", "The caller's recent runs, newest first (the newest 20 are kept, with their results)", "repurpose", {
        "200": json("RepurposeRunList", "One line each.", noStore),
        ...repurposeRefusals,
      }),
    },
    "/repurpose/runs/{id}": {
      get: op(
        "getRepurposeRun",
        "One run: its text, formats, language, tone and results",
        "repurpose",
        { "200": json("RepurposeRunResponse", "The run.", noStore), "400": runIdInvalid, "404": runNotFound, ...repurposeRefusals },
        { parameters: [runId] },
      ),
      delete: op(
        "deleteRepurposeRun",
        "Delete one run",
        "repurpose",
        { "204": { description: "Deleted." }, "400": runIdInvalid, "404": runNotFound, ...repurposeRefusals },
        { parameters: [runId] },
      ),
    },
    "/repurpose/locker": {
      post: op(
        "saveRepurposedToLocker",
        "Keep one version in the caller's prompt locker, tagged `repurposed` and its format (shortened to fit when longer than a locker prompt)",
        "repurpose",
        {
          "201": json("RepurposeLockerResult", "Saved.", noStore),
          "400": error("The format, title or content is invalid."),
          "409": error("The locker is full."),
          ...repurposeRefusals,
        },
        { requestBody: body("RepurposeLockerBody") },
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

