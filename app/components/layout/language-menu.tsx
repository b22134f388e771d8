import { Languages } from "lucide-react";
import { Button } from "~/app/components/ui/button";
import { DeferredMenu } from "~/app/components/ui/deferred-menu";
import { useLocale, useT } from "~/app/i18n/use-locale";
import { importAgain } from "~/app/loading/import-again";

const loadLanguageDropdown = () =>
  importAgain(() => import("./language-dropdown")).then((module) => module.LanguageDropdown);

export function LanguageMenu() {
  const t = useT();
  const locale = useLocale();

  return (
    <DeferredMenu
      load={loadLanguageDropdown}
      trigger={
        <Button variant="ghost" size="sm" aria-label={t("language.menu")} data-testid="language-menu">
          <Languages aria-hidden />
          <span className="uppercase">{locale}</span>
        </Button>
      }
    />
  );
}
