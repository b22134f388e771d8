import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { isNoAnswer, skipRevalidationAfterFailure } from "~/app/components/layout/action-failure";
import { useEffect } from "react";
import { SiteFooter } from "~/app/components/layout/site-footer";
import { SiteHeader } from "~/app/components/layout/site-header";
import { PREFERENCES_BOOT_SCRIPT } from "~/app/components/layout/preferences";
import { ErrorPage, NotFoundPage } from "~/app/components/layout/status-pages";
import { useNonce } from "~/app/components/layout/nonce";
import { toast, Toaster } from "~/app/components/ui/toast";
import { htmlLang, localeFromRequest } from "~/core/locale";
import { useLocale, useT } from "~/app/i18n/use-locale";
import { getDb } from "~/server/database.server";
import { readFlash } from "~/server/accounts/flash.server";
import { getCurrentMember } from "~/server/accounts/viewer.server";
import { cachedCategoryTitles } from "~/server/catalog/categories.server";
import { getConfig } from "~/server/config.server";
import { appClock } from "~/server/jobs/clock.server";
import { capabilities } from "~/server/entitlements/entitlements";
import { loadsBeforeReady } from "~/app/loading/when-online";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const db = await getDb();
  const [categories, member] = await Promise.all([
    cachedCategoryTitles(db, locale),
    getCurrentMember(request),
  ]);
  const flash = readFlash(request);
  return data(
    {
      locale,
      origin: getConfig().publicUrl,
      categories: categories.map(({ id, title }) => ({ id, title })),
      member: member
        ? {
            name: member.user.name,
            email: member.user.email,
            image: member.user.image,
            isAdmin: capabilities(member.viewer).adminDashboard,
            chatSupport: capabilities(member.viewer).chatSupport,
            // The header's bell, read with the member: the bell needs no request of its own.
            unreadNotifications: member.unreadNotifications,
          }
        : null,
      flash: flash.message,
      // The app clock's year, so the footer follows /dev/clock and server and browser agree.
      year: appClock.now().getUTCFullYear(),
    },
    flash.clear ? { headers: { "Set-Cookie": flash.clear } } : undefined,
  );
}

// After a member's action that got no answer, the page's shared data (member, categories) is kept.
export const shouldRevalidate = skipRevalidationAfterFailure;

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export function Layout({ children }: { children: React.ReactNode }) {
  const locale = useLocale();
  const t = useT();
  const nonce = useNonce();
  return (
    <html lang={htmlLang(locale)} data-locale={locale} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4f46e5" />
        {/* With a precedence, React puts the stylesheet ahead of the scripts' modulepreload links, so
            the first paint waits for it alone (Lighthouse measured 2.5 s behind 35 preloads). */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: PREFERENCES_BOOT_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground"
        >
          {t("nav.skipToContent")}
        </a>
        {children}
        <Toaster richColors closeButton position="top-center" />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const categories = root?.categories ?? [];
  return (
    <>
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter categories={categories} year={root?.year} />
    </>
  );
}

function useMarkHydrated() {
  // Browser tests wait for this before typing into controlled inputs; the parts that load as the
  // page hydrates (the author's owner bar…) answer clicks by then too.
  useEffect(() => {
    void loadsBeforeReady().then(() => {
      document.documentElement.dataset.hydrated = "true";
    });
  }, []);
}

/** A message the server left for after a redirect ("logged out", "password updated"…). */
function useFlashToast() {
  const flash = useRouteLoaderData<typeof loader>("root")?.flash;
  const t = useT();
  // The toast's id is the message: when the language's messages arrive `t` changes and the effect
  // runs again, which then updates the one toast instead of showing a second.
  useEffect(() => {
    if (flash) toast.success(t(flash), { id: flash });
  }, [flash, t]);
}

export default function App() {
  useMarkHydrated();
  useFlashToast();
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const hasRootData = Boolean(useRouteLoaderData<typeof loader>("root"));
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const noAnswer = isNoAnswer(error);
  if (!notFound && !noAnswer && !isRouteErrorResponse(error)) console.error(error);
  const page = notFound ? <NotFoundPage /> : <ErrorPage />;
  // Offline, without the root's data the header would show a signed-out visitor: it is left out.
  if (noAnswer && !hasRootData) {
    return (
      <main id="main" className="flex-1">
        {page}
      </main>
    );
  }
  return <Shell>{page}</Shell>;
}
