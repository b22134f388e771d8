import { useMemo, useSyncExternalStore } from "react";
import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/app/root";
import { loadedMessages, subscribeMessages, translator } from "./i18n";
import type { Locale } from "~/core/locale";

/** The locale the server rendered this page in (root loader), English if the root failed. */
export function useLocale(): Locale {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  return data?.locale ?? "en";
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
