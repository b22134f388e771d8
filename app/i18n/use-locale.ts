import { useMemo, useSyncExternalStore } from "react";
import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/app/root";
import { loadedMessages, subscribeMessages, translator } from "./i18n";
import { isLocale, type Locale } from "~/core/locale";

/**
 * The locale the server rendered this page in (root loader). When the root's data is missing (its
 * loader failed, say offline), the language the page is already shown in; English on a first load.
 */
export function useLocale(): Locale {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  return data?.locale ?? documentLocale();
}

function documentLocale(): Locale {
  if (typeof document === "undefined") return "en";
  const shown = document.documentElement.dataset.locale;
  return isLocale(shown) ? shown : "en";
}

export function useT() {
  const locale = useLocale();
  // Renders again when the language's messages arrive (see translator).
  const messages = useSyncExternalStore(
    subscribeMessages,
    () => loadedMessages(locale),
    () => loadedMessages(locale),
  );
  return useMemo(() => translator(locale, messages), [locale, messages]);
}
