import type { Locale } from "~/core/locale";
import { provideEveryAreaMessages, type Messages } from "./i18n";

// The server renders any page in either language, so it holds every area's messages of both from
// the start; a browser loads an area's messages in its page's language only (provideAreaMessages).
const files = import.meta.glob<Record<string, Messages>>("../../core/messages/*.{en,pt}.ts", { eager: true });

export function provideEveryArea() {
  const byLocale: Record<Locale, Messages> = { en: {}, pt: {} };
  for (const [file, module] of Object.entries(files)) {
    const locale: Locale = file.endsWith(".pt.ts") ? "pt" : "en";
    for (const messages of Object.values(module)) Object.assign(byLocale[locale], messages);
  }
  provideEveryAreaMessages("en", byLocale.en);
  provideEveryAreaMessages("pt", byLocale.pt);
}
