import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { FormField } from "~/app/components/auth/form-field";
import { useFieldErrors } from "~/app/components/auth/use-field-errors";
import {
  ActionFailureAlert,
  isActionFailure,
  type ActionFailure,
} from "~/app/components/layout/action-failure";
import { rememberLocale } from "~/app/components/layout/preferences";
import { Alert } from "~/app/components/ui/alert";
import { Button } from "~/app/components/ui/button";
import { Label } from "~/app/components/ui/label";
import { toast } from "~/app/components/ui/toast";
import { loadMessages } from "~/app/i18n/i18n";
import { isLocale } from "~/core/locale";
import { useT } from "~/app/i18n/use-locale";
import type { ProfileFormResult } from "~/server/accounts/profile-form.server";

export interface ProfileValues {
  email: string;
  fullName: string;
  username: string | null;
  language: string;
  avatarUrl: string | null;
}

export function ProfileForm({ profile, action }: { profile: ProfileValues; action: string }) {
  const t = useT();
  const fetcher = useFetcher<ProfileFormResult | ActionFailure>();
  const handled = useRef<ProfileFormResult | undefined>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  const result = isActionFailure(fetcher.data) ? undefined : fetcher.data;
  const { errors, onInput } = useFieldErrors(result && !result.ok ? result.fieldErrors : undefined);
  const saving = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      toast.success(t("profile.updated"));
      const language = document.querySelector<HTMLSelectElement>("#profile-language")?.value;
      if (isLocale(language)) rememberLocale(language);
    } else if (result.formError) {
      toast.error(t(result.formError));
    }
  });

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={action}
      className="space-y-4"
      noValidate
      onInput={onInput}
      onSubmit={(event) => {
        // Saving a language changes the language of the page: load its messages while the server saves.
        const language = new FormData(event.currentTarget).get("language");
        if (isLocale(language)) loadMessages(language).catch((error: unknown) => console.error(error));
      }}
    >
      <input type="hidden" name="intent" value="profile" />
      <ActionFailureAlert
        failure={saving ? undefined : fetcher.data}
        onRetry={() => formRef.current?.requestSubmit()}
      />
      {result && !result.ok && result.formError ? (
        <Alert variant="destructive">{t(result.formError)}</Alert>
      ) : null}
      <FormField
        label={t("profile.fields.email")}
        name="email"
        value={profile.email}
        readOnly
        disabled
        hint={t("profile.fields.emailHint")}
      />
      <FormField
        label={t("profile.fields.fullName")}
        name="fullName"
        defaultValue={profile.fullName}
        autoComplete="name"
        error={errors.fullName}
        required
      />
      <FormField
        label={t("profile.fields.username")}
        name="username"
        defaultValue={profile.username ?? ""}
        autoComplete="username"
        hint={t("profile.fields.usernameHint")}
        error={errors.username}
      />
      <div className="space-y-1.5">
        <Label htmlFor="profile-language">{t("profile.fields.language")}</Label>
        <select
          id="profile-language"
          name="language"
          defaultValue={profile.language}
          className="flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <option value="pt">Português</option>
          <option value="en">English</option>
        </select>
      </div>
      <FormField
        label={t("profile.fields.avatarUrl")}
        name="avatarUrl"
        type="url"
        defaultValue={profile.avatarUrl ?? ""}
        hint={t("profile.fields.avatarUrlHint")}
        error={errors.avatarUrl}
      />
      <Button type="submit" disabled={saving}>
        {saving ? t("profile.saving") : t("profile.save")}
      </Button>
    </fetcher.Form>
  );
}
