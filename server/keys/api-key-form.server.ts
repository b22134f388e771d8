import { data } from "react-router";
import { ApiKeyCreateSchema, ApiKeyRevokeSchema } from "~/core/forms/api-key";
import { fieldErrors, type FieldErrors } from "~/core/forms/auth";
import type { MessageKey } from "~/core/messages/en";
import { getDb } from "~/server/database.server";
import { getAuth } from "~/server/accounts/auth.server";
import { bearerToken } from "~/server/accounts/bearer.server";
import type { CurrentMember } from "~/server/accounts/viewer.server";
import { ApiKeyError, createApiKey, revokeApiKey, type CreatedApiKey } from "./keys.server";

export const API_KEY_INTENTS = ["api-key-create", "api-key-revoke"] as const;
export type ApiKeyIntent = (typeof API_KEY_INTENTS)[number];

export type ApiKeyFormResult =
  | { intent: "api-key-create"; ok: true; created: CreatedApiKey }
  | { intent: "api-key-revoke"; ok: true }
  | { intent: ApiKeyIntent; ok: false; fieldErrors?: FieldErrors; formError?: MessageKey };

export const isApiKeyIntent = (intent: string): intent is ApiKeyIntent =>
  API_KEY_INTENTS.includes(intent as ApiKeyIntent);

/** The settings API tab's actions: create a key (shown once, in this answer only) and revoke one. */
export async function handleApiKeyForm(
  request: Request,
  intent: ApiKeyIntent,
  form: FormData,
  member: CurrentMember,
) {
  // A key must not mint or revoke keys: only the member, signed in on the site, manages them.
  if (bearerToken(request)) {
    return data<ApiKeyFormResult>(
      { intent, ok: false, formError: "apiKeys.errors.sessionOnly" },
      { status: 403 },
    );
  }
  const db = await getDb();

  if (intent === "api-key-revoke") {
    const parsed = ApiKeyRevokeSchema.safeParse(Object.fromEntries(form));
    const revoked = parsed.success && (await revokeApiKey(db, member.user.id, parsed.data.id));
    if (!revoked)
      return data<ApiKeyFormResult>(
        { intent, ok: false, formError: "apiKeys.errors.notFound" },
        { status: 404 },
      );
    return data<ApiKeyFormResult>({ intent, ok: true });
  }

  const parsed = ApiKeyCreateSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return data<ApiKeyFormResult>(
      { intent, ok: false, fieldErrors: fieldErrors(parsed.error) },
      { status: 400 },
    );
  }
  try {
    const created = await createApiKey(await getAuth(), db, member.user.id, {
      name: parsed.data.name,
      expiresInDays: parsed.data.expiresIn,
    });
    return data<ApiKeyFormResult>(
      { intent, ok: true, created },
      { headers: { "Cache-Control": "no-store" } },
    );
  } catch (error) {
    if (error instanceof ApiKeyError) {
      return data<ApiKeyFormResult>(
        { intent, ok: false, formError: "apiKeys.errors.tooMany" },
        { status: 409 },
      );
    }
    console.error("API key creation failed:", error instanceof Error ? error.message : error);
    return data<ApiKeyFormResult>({ intent, ok: false, formError: "apiKeys.errors.failed" }, { status: 500 });
  }
}
