import { Moon, Sun } from "lucide-react";
import { useEffect, useSyncExternalStore } from "react";
import { Button } from "~/app/components/ui/button";
import { DeferredMenu } from "~/app/components/ui/deferred-menu";
import { useT } from "~/app/i18n/use-locale";
import { applyThemePreference, readThemePreference, subscribeThemePreference } from "./preferences";
import { importAgain } from "~/app/loading/import-again";

const loadThemeDropdown = () =>
  importAgain(() => import("./theme-dropdown")).then((module) => module.ThemeDropdown);

export function ThemeToggle() {
  const t = useT();
  const preference = useSyncExternalStore(subscribeThemePreference, readThemePreference, () => "system");

  useEffect(() => {
    if (preference !== "system") return;
    const media = window.matchMedia("(prefers-color-scheme: dark)");
    const follow = () => applyThemePreference("system");
    media.addEventListener("change", follow);
    return () => media.removeEventListener("change", follow);
  }, [preference]);

  return (
    <DeferredMenu
      load={loadThemeDropdown}
      trigger={
        <Button variant="ghost" size="icon" aria-label={t("theme.toggle")} data-testid="theme-toggle">
          <Sun className="dark:hidden" aria-hidden />
          <Moon className="hidden dark:block" aria-hidden />
        </Button>
      }
    />
  );
}
