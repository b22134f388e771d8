import { Building2, Mail, MessagesSquare, Send, Star } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { FormField } from "~/app/components/auth/form-field";
import { useFieldErrors } from "~/app/components/auth/use-field-errors";
import { fieldErrors, type FieldErrors } from "~/core/forms/auth";
import { CONTACT_HONEYPOT_FIELD, CONTACT_MAX_LENGTH, ContactMessageSchema } from "~/core/forms/contact";
import { LiveChatLine } from "~/app/components/content/live-chat-line";
import { contentTitle } from "~/app/components/content/meta";
import { Breadcrumb } from "~/app/components/layout/breadcrumb";
import { rootMeta, seoMeta } from "~/app/components/seo/seo";
import { Button } from "~/app/components/ui/button";
import { Label } from "~/app/components/ui/label";
import { Textarea } from "~/app/components/ui/textarea";
import { toast } from "~/app/components/ui/toast";
import { translator, type MessageKey } from "~/app/i18n/i18n";
import { localeFromRequest } from "~/core/locale";
import { useT } from "~/app/i18n/use-locale";
import { getDb } from "~/server/database.server";
import { getCurrentMember } from "~/server/accounts/viewer.server";
import { submitContactMessage, supportAddress } from "~/server/content/contact.server";
import { capabilities } from "~/server/entitlements/entitlements";
import type { Route } from "./+types/contact";
import "~/app/components/content/messages";

const FIELDS = ["name", "email", "subject", "message"] as const;
type Field = (typeof FIELDS)[number];
type Values = Partial<Record<Field, string>>;

type ContactActionData =
  { ok: true } | { ok: false; fieldErrors: FieldErrors; formError: MessageKey | null; values: Values };

export async function loader({ request }: Route.LoaderArgs) {
  const member = await getCurrentMember(request);
  return {
    locale: localeFromRequest(request),
    supportEmail: supportAddress(),
    prioritySupport: member ? capabilities(member.viewer).prioritySupport : false,
    chatSupport: member ? capabilities(member.viewer).chatSupport : false,
    // A signed-in member's name and address fill the form; they can still change them.
    sender: member ? { name: member.user.name, email: member.user.email } : null,
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const { origin, locale: rootLocale } = rootMeta(matches);
  const locale = data?.locale ?? rootLocale;
  const t = translator(locale);
  return seoMeta({
    title: contentTitle(t("content.contact.meta.title")),
    description: t("content.contact.meta.description"),
    path: "/contact",
    locale,
    origin,
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values: Values = Object.fromEntries(FIELDS.map((field) => [field, text(field)]));
  const parsed = ContactMessageSchema.safeParse(values);
  if (!parsed.success) {
    return data<ContactActionData>(
      { ok: false, fieldErrors: fieldErrors(parsed.error), formError: null, values },
      { status: 400 },
    );
  }

  const failed = (formError: MessageKey, status: number, headers?: HeadersInit) =>
    data<ContactActionData>({ ok: false, fieldErrors: {}, formError, values }, { status, headers });
  try {
    // Priority comes from the sender's session, never from the form: it cannot be claimed.
    const member = await getCurrentMember(request);
    const result = await submitContactMessage(await getDb(), {
      priority: member ? capabilities(member.viewer).prioritySupport : false,
      message: parsed.data,
      locale: localeFromRequest(request),
      clientAddress: context.clientAddress,
      honeypot: text(CONTACT_HONEYPOT_FIELD),
    });
    if (result.status === "rate-limited") {
      return failed("content.contact.errors.rateLimited", 429, {
        "Retry-After": String(result.retryAfterSeconds),
      });
    }
  } catch (error) {
    console.error("Contact message failed:", error instanceof Error ? error.message : error);
    return failed("content.contact.errors.failed", 500);
  }
  return data<ContactActionData>({ ok: true });
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { supportEmail, prioritySupport, chatSupport, sender } = loaderData;
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction === "/contact";
  const formRef = useRef<HTMLFormElement>(null);
  // Each answer from the server replaces the field errors shown; a fixed field loses its own at once.
  const { errors, setErrors, onInput } = useFieldErrors(
    actionData && !actionData.ok ? actionData.fieldErrors : undefined,
    ContactMessageSchema,
  );
  const values = actionData && !actionData.ok ? actionData.values : {};

  useEffect(() => {
    if (!actionData) return;
    if (actionData.ok) {
      formRef.current?.reset();
      toast.success(t("content.contact.sent"));
    } else if (actionData.formError) {
      toast.error(t(actionData.formError));
    }
  }, [actionData, t]);

  function validate(event: React.FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const parsed = ContactMessageSchema.safeParse(Object.fromEntries(new FormData(form)));
    if (parsed.success) {
      setErrors({});
      return;
    }
    event.preventDefault();
    const found = fieldErrors(parsed.error);
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Breadcrumb items={[{ label: t("nav.home"), to: "/" }, { label: t("content.contact.breadcrumb") }]} />
      <header className="max-w-2xl">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t("content.contact.title")}</h1>
        <p className="mt-3 text-lg text-muted-foreground">{t("content.contact.subtitle")}</p>
      </header>

      <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-labelledby="contact-details" className="space-y-6">
          <h2 id="contact-details" className="text-xl font-bold">
            {t("content.contact.details.title")}
          </h2>
          <ul className="space-y-5">
            <li className="flex gap-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Mail className="size-5" aria-hidden />
              </span>
              <div>
                <h3 className="font-semibold">{t("content.contact.details.email")}</h3>
                <a
                  href={`mailto:${supportEmail}`}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {supportEmail}
                </a>
              </div>
            </li>
            {chatSupport ? (
              <li className="flex gap-4" data-testid="live-chat">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <MessagesSquare className="size-5" aria-hidden />
                </span>
                <div>
                  <h3 className="font-semibold">{t("content.contact.liveChat.title")}</h3>
                  <LiveChatLine />
                  <p className="mt-1 text-sm text-muted-foreground">{t("content.contact.liveChat.yours")}</p>
                  <Button asChild size="sm" className="mt-3">
                    <Link to="/support">
                      <MessagesSquare aria-hidden /> {t("content.contact.liveChat.cta")}
                    </Link>
                  </Button>
                </div>
              </li>
            ) : null}
            <li className="flex gap-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Building2 className="size-5" aria-hidden />
              </span>
              <div>
                <h3 className="font-semibold">{t("content.contact.details.company")}</h3>
                <p>{t("content.contact.details.address")}</p>
              </div>
            </li>
          </ul>
        </section>

        <section
          aria-labelledby="contact-form-title"
          className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8"
        >
          <h2 id="contact-form-title" className="text-xl font-bold">
            {t("content.contact.form.title")}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{t("content.contact.form.subtitle")}</p>
          {prioritySupport ? (
            <p
              className="mt-4 flex gap-2 rounded-lg border border-primary/40 bg-primary/5 p-3 text-sm"
              data-testid="priority-support"
            >
              <Star className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
              <span>
                <strong>{t("content.contact.priority.title")}</strong> {t("content.contact.priority.body")}
              </span>
            </p>
          ) : (
            <p className="mt-2 text-sm text-muted-foreground" data-testid="answer-time">
              {t("content.contact.answerTime")}
            </p>
          )}
          <Form
            ref={formRef}
            method="post"
            action="/contact"
            noValidate
            onInput={onInput}
            onSubmit={validate}
            className="mt-6 space-y-5"
            data-testid="contact-form"
          >
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField
                label={t("content.contact.fields.name")}
                name="name"
                autoComplete="name"
                maxLength={CONTACT_MAX_LENGTH.name}
                defaultValue={values.name ?? sender?.name ?? ""}
                error={errors.name}
                required
              />
              <FormField
                label={t("content.contact.fields.email")}
                name="email"
                type="email"
                autoComplete="email"
                maxLength={CONTACT_MAX_LENGTH.email}
                defaultValue={values.email ?? sender?.email ?? ""}
                error={errors.email}
                required
              />
            </div>
            <FormField
              label={t("content.contact.fields.subject")}
              name="subject"
              maxLength={CONTACT_MAX_LENGTH.subject}
              defaultValue={values.subject ?? ""}
              error={errors.subject}
              required
            />
            <MessageField defaultValue={values.message ?? ""} error={errors.message} />
            <Honeypot />
            <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
              <Send aria-hidden /> {sending ? t("content.contact.sending") : t("content.contact.send")}
            </Button>
          </Form>
        </section>
      </div>
    </div>
  );
}

function MessageField({ defaultValue, error }: { defaultValue: string; error?: MessageKey }) {
  const t = useT();
  const id = useId();
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{t("content.contact.fields.message")}</Label>
      <Textarea
        id={id}
        name="message"
        rows={6}
        maxLength={CONTACT_MAX_LENGTH.message}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        required
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

/** Off-screen and out of the tab order: people never fill it, form-filling bots do. */
function Honeypot() {
  const t = useT();
  const id = useId();
  return (
    <div aria-hidden className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{t("content.contact.fields.honeypot")}</label>
      <input
        id={id}
        type="text"
        name={CONTACT_HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
