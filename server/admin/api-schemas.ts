import { z } from "zod";
import { IMPORT_FORMATS } from "~/core/prompt-transfer-formats";
import { AUDIT_TARGET_TYPES } from "./audit.server";

// What /api/v1/admin/* answers, for the OpenAPI document. Requests are parsed with
// admin-schemas.ts; these describe the responses the handlers write. `meta({ id })` names each one
// under components.schemas.

const isoDate = z.string().describe("An ISO 8601 date and time, UTC.");
const tier = z.enum(["free", "creator", "legend"]);
const filePlace = z.union([
  z.strictObject({ line: z.number().int() }),
  z.strictObject({ item: z.number().int() }),
]);

export const AdminErrorSchema = z
  .object({
    error: z.string().describe('What went wrong, in English, e.g. "User not found".'),
    code: z
      .enum([
        "please_enter_user_id",
        "user_not_found",
        "user_already_admin",
        "cannot_remove_own_admin",
        "prompt_not_found",
        "category_not_found",
        "category_exists",
        "category_not_empty",
        "message_not_found",
        "translation_incomplete",
        "unreadable",
        "invalid_prompt",
        "too_many",
        "too_large",
      ])
      .optional()
      .describe("A stable code for refusals a script may handle."),
    issues: z
      .array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() }))
      .optional()
      .describe("One entry per invalid field."),
    at: filePlace
      .nullable()
      .optional()
      .describe("For an import: where in the file (a line, or a prompt's place in a JSON list)."),
  })
  .describe("An error. Nothing was changed.")
  .meta({ id: "AdminError" });

export const SubscriberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  tier: tier.describe("The plan in force now; an ended period counts as free."),
  status: z.string().describe('The stored status ("active", "inactive", "canceled"…).'),
  subscribed: z.boolean(),
  subscriptionEnd: isoDate.nullable(),
  source: z.enum(["stripe", "admin", "test"]).nullable().describe("Who set the plan last."),
  role: z.enum(["user", "admin"]),
  createdAt: isoDate,
});

export const SubscriberListSchema = z
  .object({ users: z.array(SubscriberSchema).max(20) })
  .meta({ id: "SubscriberList" });
export const SubscriberResponseSchema = z
  .object({ user: SubscriberSchema, message: z.string().optional() })
  .meta({ id: "SubscriberResponse" });

export const AdminOverviewSchema = z
  .object({
    users: z.number().int(),
    paying: z
      .object({ creator: z.number().int(), legend: z.number().int() })
      .describe("Members with a bought plan in force now (plans an admin granted are not counted)."),
    prompts: z.object({
      total: z.number().int(),
      catalog: z.number().int(),
      member: z.number().int(),
      premium: z.number().int(),
    }),
    copiesLast7Days: z.number().int(),
    newMessages: z.number().int().describe("Contact messages not yet handled."),
    waitingRequests: z
      .number()
      .int()
      .describe("Prompt requests waiting for an answer (open or in progress)."),
  })
  .meta({ id: "AdminOverview" });

const titles = z.object({ en: z.string().optional(), pt: z.string().optional() });

export const AdminPromptRowSchema = z.object({
  id: z.number().int(),
  source: z.enum(["catalog", "member"]),
  titles,
  categoryId: z.string(),
  authorEmail: z.string().nullable(),
  isPremium: z.boolean(),
  isForbidden: z.boolean(),
  isPublished: z.boolean(),
  publishedAt: isoDate.describe(
    "When the prompt appears; a later date means scheduled (only admins see it until then).",
  ),
  isScheduled: z.boolean().describe("True while publishedAt is still to come."),
  customizedAt: isoDate
    .nullable()
    .describe("When an admin last edited a catalogue prompt (the seed no longer refreshes it)."),
  updatedAt: isoDate,
});

export const AdminPromptListSchema = z
  .object({ total: z.number().int(), items: z.array(AdminPromptRowSchema) })
  .meta({ id: "AdminPromptList" });

const translation = z.object({
  title: z.string(),
  tagline: z.string().nullable(),
  description: z.string(),
  promptText: z.string(),
  instructions: z.string().nullable(),
  credits: z.string().nullable(),
  tags: z.array(z.string()),
  steps: z.array(z.string()),
});

export const AdminPromptResponseSchema = z
  .object({
    prompt: AdminPromptRowSchema.extend({
      translations: z.object({ en: translation.optional(), pt: translation.optional() }),
    }),
  })
  .meta({ id: "AdminPromptResponse" });

export const AdminCategorySchema = z.object({
  id: z.string(),
  titleEn: z.string(),
  titlePt: z.string(),
  icon: z.string(),
  color: z.string(),
  position: z.number().int(),
  promptCount: z.number().int(),
});
export const AdminCategoryListSchema = z
  .object({ categories: z.array(AdminCategorySchema) })
  .meta({ id: "AdminCategoryList" });
export const AdminCategoryResponseSchema = z
  .object({ category: AdminCategorySchema })
  .meta({ id: "AdminCategoryResponse" });

export const ContactMessageListSchema = z
  .object({
    total: z.number().int(),
    messages: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        email: z.string(),
        subject: z.string(),
        message: z.string(),
        locale: z.enum(["en", "pt"]),
        status: z.enum(["new", "handled"]),
        priority: z.boolean().describe("From a Legend member or an admin: new ones are listed first."),
        createdAt: isoDate,
        handledAt: isoDate.nullable(),
      }),
    ),
  })
  .meta({ id: "ContactMessageList" });
export const MessageHandledSchema = z
  .object({ id: z.number().int(), status: z.literal("handled") })
  .meta({ id: "MessageHandled" });

export const AuditListSchema = z
  .object({
    total: z.number().int(),
    entries: z.array(
      z.object({
        id: z.number().int(),
        actorEmail: z.string(),
        action: z
          .string()
          .describe(
            "user.subscription, user.role, prompt.update, prompt.delete, category.create, category.update, category.delete, message.handled or catalogue.import",
          ),
        targetType: z.enum(AUDIT_TARGET_TYPES),
        targetId: z.string(),
        targetLabel: z.string().nullable(),
        before: z.unknown().describe("The changed fields before (null when the target was created)."),
        after: z.unknown().describe("The changed fields after (null when the target was deleted)."),
        createdAt: isoDate,
      }),
    ),
  })
  .meta({ id: "AuditList" });

export const DeletedSchema = z
  .object({ deleted: z.literal(true), id: z.union([z.number().int(), z.string()]) })
  .meta({ id: "Deleted" });

export const CatalogueImportPreviewSchema = z
  .strictObject({
    format: z.enum(IMPORT_FORMATS),
    rows: z.array(
      z.strictObject({
        at: filePlace,
        title: z.string(),
        status: z.enum(["new", "duplicate", "error"]),
        error: z.string().optional(),
      }),
    ),
    counts: z.strictObject({ new: z.number().int(), duplicate: z.number().int(), error: z.number().int() }),
  })
  .meta({ id: "CatalogueImportPreview" });

export const CatalogueImportResultSchema = z
  .strictObject({
    added: z.number().int(),
    skipped: z
      .number()
      .int()
      .describe(
        "Exact duplicates (title and text) of catalogue prompts in that language, or earlier in the file.",
      ),
    promptIds: z.array(z.number().int()).describe("The new prompts, hidden until published."),
  })
  .meta({ id: "CatalogueImportResult" });
