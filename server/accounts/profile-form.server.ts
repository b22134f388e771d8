import { data } from "react-router";
import type { FieldErrors } from "~/core/forms/auth";
import { fieldErrors } from "~/core/forms/auth";
import type { MessageKey } from "~/core/messages/en";
import { getDb } from "~/server/database.server";
import { ProfileSchema, updateProfile, UsernameTakenError } from "./profile.server";
import type { CurrentMember } from "./viewer.server";

export type ProfileFormResult =
  | { intent: "profile"; ok: true }
  | { intent: "profile"; ok: false; fieldErrors: FieldErrors; formError?: MessageKey };

/** The profile form's action, shared by /profile and /settings. */
export async function handleProfileForm(form: FormData, member: CurrentMember) {
  const parsed = ProfileSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return data<ProfileFormResult>(
      { intent: "profile", ok: false, fieldErrors: fieldErrors(parsed.error) },
      { status: 400 },
    );
  }
  try {
    await updateProfile(await getDb(), member.user.id, parsed.data);
  } catch (error) {
    if (error instanceof UsernameTakenError) {
      return data<ProfileFormResult>(
        { intent: "profile", ok: false, fieldErrors: { username: "profile.errors.usernameTaken" } },
        { status: 409 },
      );
    }
    console.error("Profile update failed:", error instanceof Error ? error.message : error);
    return data<ProfileFormResult>(
      { intent: "profile", ok: false, fieldErrors: {}, formError: "profile.updateFailed" },
      { status: 500 },
    );
  }
  // The UI follows the profile's language from now on.
  return data<ProfileFormResult>(
    { intent: "profile", ok: true },
    { headers: { "Set-Cookie": `language=${parsed.data.language}; Path=/; Max-Age=31536000; SameSite=Lax` } },
  );
}
