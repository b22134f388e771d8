import { CalendarDays, Menu, Sparkles, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation, useRouteLoaderData } from "react-router";
import { SiteSearch } from "~/app/components/search/site-search";
import { useSlashShortcut } from "~/app/components/search/use-slash-shortcut";
import { Button } from "~/app/components/ui/button";
import { cn } from "~/app/components/ui/cn";
import type { MessageKey } from "~/app/i18n/i18n";
import { useT } from "~/app/i18n/use-locale";
import type { loader as rootLoader } from "~/app/root";
import { AccountMenu } from "./account-menu";
import { LanguageMenu } from "./language-menu";
import { NotificationBell } from "./notification-bell";
import { ThemeToggle } from "./theme-toggle";

const NAV_LINKS: { to: string; label: MessageKey }[] = [
  { to: "/categories", label: "nav.categories" },
  { to: "/featured", label: "nav.featured" },
  { to: "/popular", label: "nav.popular" },
  { to: "/new", label: "nav.new" },
  { to: "/pricing", label: "nav.pricing" },
  { to: "/blog", label: "nav.blog" },
];
/** The content-calendar link shows only when signed in: the calendar is a member's. */
const MEMBER_LINKS: { to: string; label: MessageKey }[] = [
  { to: "/content-calendar", label: "nav.contentCalendar" },
];

export function SiteHeader() {
  const t = useT();
  const location = useLocation();
  const member = useRouteLoaderData<typeof rootLoader>("root")?.member ?? null;
  // The mobile menu belongs to the page it was opened on: navigating closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === location.pathname;
  const links = member ? [...NAV_LINKS, ...MEMBER_LINKS] : NAV_LINKS;
  // Below laptop widths the links and the search box are in the menu: at tablet widths the full
  // row of links, the search box and the sign-in buttons do not fit on one line.
  const inlineSearch = useRef<HTMLInputElement>(null);
  const menuSearch = useRef<HTMLInputElement>(null);
  const focusMenuSearch = useRef(false);
  useSlashShortcut(() => {
    if (window.matchMedia("(min-width: 1024px)").matches) inlineSearch.current?.focus();
    else if (menuOpen) menuSearch.current?.focus();
    else {
      focusMenuSearch.current = true;
      setMenuOpenOn(location.pathname);
    }
  });
  useEffect(() => {
    if (menuOpen && focusMenuSearch.current) menuSearch.current?.focus();
    focusMenuSearch.current = false;
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold tracking-tight" data-testid="brand">
          <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            <Sparkles className="size-4" aria-hidden />
          </span>
          {t("brand.name")}
        </Link>

        <nav aria-label={t("nav.main")} className="hidden lg:block">
          <ul className="flex items-center 2xl:gap-1">
            {NAV_LINKS.map((link) => (
              // Beside the search box there is room for the blog link (also in the footer) from desktop widths only.
              <li key={link.to} className={link.to === "/blog" ? "hidden xl:block" : undefined}>
                <NavLink
                  to={link.to}
                  className={({ isActive }) =>
                    cn(
                      "rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap transition-colors hover:text-foreground 2xl:px-3",
                      isActive ? "text-foreground" : "text-muted-foreground",
                    )
                  }
                >
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
            {member
              ? MEMBER_LINKS.map((link) => (
                  <li key={link.to}>
                    {/* Beside the search box the header has room for an icon only; the name is its label. */}
                    <NavLink
                      to={link.to}
                      className={({ isActive }) =>
                        cn(
                          "flex items-center rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap transition-colors hover:text-foreground 2xl:px-3",
                          isActive ? "text-foreground" : "text-muted-foreground",
                        )
                      }
                    >
                      <CalendarDays className="size-4" aria-hidden />
                      <span className="sr-only">{t(link.label)}</span>
                    </NavLink>
                  </li>
                ))
              : null}
          </ul>
        </nav>

        <SiteSearch
          className="hidden min-w-32 flex-1 lg:block xl:max-w-xs"
          inputRef={inlineSearch}
          testId="header-search"
        />

        <div className="ml-auto flex shrink-0 items-center gap-1">
          <ThemeToggle />
          <LanguageMenu />
          {/* On a phone the row has no room for it: the bell is in the menu there. */}
          {member ? (
            <NotificationBell unread={member.unreadNotifications} className="hidden sm:inline-flex" />
          ) : null}
          {member ? (
            <AccountMenu member={member} />
          ) : (
            <div className="hidden items-center gap-2 sm:flex">
              <Button asChild variant="ghost" size="sm">
                <Link to="/login">{t("auth.login")}</Link>
              </Button>
              {/* Between 1024 and 1280 px the row has room for one of the two; the sign-in page has both. */}
              <div className="hidden xl:block">
                <Button asChild size="sm">
                  <Link to="/login?tab=signup">{t("auth.signup")}</Link>
                </Button>
              </div>
            </div>
          )}
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={t("nav.menu")}
            onClick={() => setMenuOpenOn(menuOpen ? null : location.pathname)}
          >
            {menuOpen ? <X aria-hidden /> : <Menu aria-hidden />}
          </Button>
        </div>
      </div>

      {menuOpen ? (
        <nav id="mobile-menu" aria-label={t("nav.main")} className="border-t border-border lg:hidden">
          <div className="mx-auto max-w-6xl px-4 pt-3">
            <SiteSearch inputRef={menuSearch} onDone={() => setMenuOpenOn(null)} testId="menu-search" />
          </div>
          <ul className="mx-auto flex max-w-6xl flex-col px-4 py-2">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className="block rounded-md px-2 py-3 text-base font-medium hover:bg-accent"
                >
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
            {member ? (
              <li className="sm:hidden">
                <NotificationBell
                  unread={member.unreadNotifications}
                  className="flex h-auto w-auto justify-start gap-2 px-2 py-3 text-base font-medium text-foreground"
                />
              </li>
            ) : null}
            {member ? null : (
              <li className="flex gap-2 py-3">
                <Button asChild variant="outline" className="flex-1">
                  <Link to="/login">{t("auth.login")}</Link>
                </Button>
                <Button asChild className="flex-1">
                  <Link to="/login?tab=signup">{t("auth.signup")}</Link>
                </Button>
              </li>
            )}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
