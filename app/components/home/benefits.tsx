import { Crown, Library, Share2, Target } from "lucide-react";
import type { MessageKey } from "~/app/i18n/i18n";
import { useT } from "~/app/i18n/use-locale";

const BENEFITS: { icon: typeof Library; title: MessageKey; body: MessageKey }[] = [
  { icon: Library, title: "home.benefits.library.title", body: "home.benefits.library.body" },
  { icon: Target, title: "home.benefits.models.title", body: "home.benefits.models.body" },
  { icon: Share2, title: "home.benefits.sharing.title", body: "home.benefits.sharing.body" },
  { icon: Crown, title: "home.benefits.premium.title", body: "home.benefits.premium.body" },
];

export function Benefits() {
  const t = useT();
  return (
    <section aria-labelledby="benefits-title" className="border-y border-border bg-muted/40">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="benefits-title" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
          {t("home.benefits.title")}
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {BENEFITS.map(({ icon: Icon, title, body }) => (
            <li key={title} className="rounded-xl border border-border bg-card p-6">
              <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon className="size-5" aria-hidden />
              </span>
              <h3 className="mt-4 font-semibold">{t(title)}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{t(body)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
