import { Languages } from "lucide-react";
import { useRevalidator } from "react-router";
import { Button } from "~/app/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from "~/app/components/ui/dropdown-menu";
import { isLocale, LOCALES } from "~/app/i18n/locale";
import { useLocale, useT } from "~/app/i18n/use-locale";
import { rememberLocale } from "./preferences";

export function LanguageMenu() {
  const t = useT();
  const locale = useLocale();
  const revalidator = useRevalidator();

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={t("language.menu")} data-testid="language-menu">
          <Languages aria-hidden />
          <span className="uppercase">{locale}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuRadioGroup
          value={locale}
          onValueChange={(value) => {
            if (!isLocale(value) || value === locale) return;
            rememberLocale(value);
            // The server renders in the cookie's language: reload the data, not the page.
            void revalidator.revalidate();
          }}
        >
          {LOCALES.map((option) => (
            <DropdownMenuRadioItem key={option} value={option} lang={option === "pt" ? "pt-BR" : "en"}>
              {t(`language.${option}`)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
