import { Link } from "react-router";
import type { MessageKey } from "~/app/i18n/i18n";
import { useT } from "~/app/i18n/use-locale";
import { InstagramIcon, LinkedInIcon, YouTubeIcon } from "./social-icons";

const RESOURCES: { to: string; label: MessageKey }[] = [
  { to: "/about", label: "footer.aboutLink" },
  { to: "/community", label: "nav.community" },
  { to: "/blog", label: "footer.blog" },
  { to: "/guides", label: "footer.guides" },
  { to: "/integrations", label: "footer.integrations" },
  { to: "/roadmap", label: "footer.roadmap" },
  { to: "/changelog", label: "footer.changelog" },
  { to: "/faq", label: "footer.faq" },
  { to: "/contact", label: "footer.contact" },
];

const LEGAL: { to: string; label: MessageKey }[] = [
  { to: "/terms", label: "footer.terms" },
  { to: "/privacy", label: "footer.privacy" },
  { to: "/cookies", label: "footer.cookies" },
];

const SOCIAL = [
  { href: "https://www.instagram.com/promptario", name: "Instagram", Icon: InstagramIcon },
  { href: "https://www.linkedin.com/company/promptario", name: "LinkedIn", Icon: LinkedInIcon },
  { href: "https://www.youtube.com/@promptario", name: "YouTube", Icon: YouTubeIcon },
];

const LINK_CLASS = "text-sm text-muted-foreground transition-colors hover:text-foreground";

function FooterLinks({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: { to: string; label: MessageKey }[];
}) {
  const t = useT();
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-sm font-semibold">
        {title}
      </h2>
      <ul className="space-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={LINK_CLASS}>
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter({
  categories,
  year,
}: {
  categories: { id: string; title: string }[];
  /** from the root loader's app clock; absent when that loader failed */
  year: number | undefined;
}) {
  const t = useT();

  return (
    <footer className="mt-16 border-t border-border bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-[1.4fr_2fr_1fr_1fr]">
        <div className="space-y-4">
          <p className="text-lg font-bold">{t("brand.name")}</p>
          <p className="max-w-xs text-sm text-muted-foreground">{t("footer.about")}</p>
          <ul className="flex gap-2" aria-label={t("footer.social")}>
            {SOCIAL.map(({ href, name, Icon }) => (
              <li key={name}>
                <a
                  href={href}
                  rel="noopener noreferrer"
                  target="_blank"
                  aria-label={name}
                  className="flex size-9 items-center justify-center rounded-full border border-border text-muted-foreground transition-colors hover:bg-accent hover:text-foreground"
                >
                  <Icon className="size-4" />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-labelledby="footer-categories">
          <h2 id="footer-categories" className="mb-3 text-sm font-semibold">
            {t("footer.categories")}
          </h2>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-2">
            {categories.map((category) => (
              <li key={category.id}>
                <Link to={`/category/${category.id}`} className={LINK_CLASS}>
                  {category.title}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/categories" className={`${LINK_CLASS} font-medium`}>
                {t("footer.allCategories")}
              </Link>
            </li>
          </ul>
        </nav>

        <FooterLinks id="footer-resources" title={t("footer.resources")} links={RESOURCES} />
        <FooterLinks id="footer-legal" title={t("footer.legal")} links={LEGAL} />
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-6xl px-4 py-6 text-center text-xs text-muted-foreground">
          <span data-testid="footer-year">{year === undefined ? "©" : `© ${year}`}</span>{" "}
          {t("footer.copyright")}
        </p>
      </div>
    </footer>
  );
}
