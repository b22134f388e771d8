import { useRevalidator } from "react-router";
import type { DeferredMenuProps } from "~/app/components/ui/deferred-menu";
import { DropdownMenuRadioGroup, DropdownMenuRadioItem } from "~/app/components/ui/dropdown-menu";
import { LoadedMenu } from "~/app/components/ui/loaded-menu";
import { loadMessages } from "~/app/i18n/i18n";
import { isLocale, LOCALES } from "~/core/locale";
import { useLocale, useT } from "~/app/i18n/use-locale";
import { rememberLocale } from "./preferences";

/** The language menu itself, loaded by LanguageMenu on first use. */
export function LanguageDropdown({ trigger, opening }: DeferredMenuProps) {
  const t = useT();
  const locale = useLocale();
  const revalidator = useRevalidator();

  return (
    <LoadedMenu trigger={trigger} opening={opening}>
      <DropdownMenuRadioGroup
        value={locale}
        onValueChange={(value) => {
          if (!isLocale(value) || value === locale) return;
          rememberLocale(value);
          // The server renders in the cookie's language: reload the data, not the page, once the
          // new language's messages are here (a page loads only its own language).
          void loadMessages(value)
            .catch((error: unknown) => console.error(error))
            .finally(() => revalidator.revalidate());
        }}
      >
        {LOCALES.map((option) => (
          <DropdownMenuRadioItem key={option} value={option} lang={option === "pt" ? "pt-BR" : "en"}>
            {t(`language.${option}`)}
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
    </LoadedMenu>
  );
}
