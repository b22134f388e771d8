import { Monitor, Moon, Sun } from "lucide-react";
import { useSyncExternalStore } from "react";
import type { DeferredMenuProps } from "~/app/components/ui/deferred-menu";
import { DropdownMenuRadioGroup, DropdownMenuRadioItem } from "~/app/components/ui/dropdown-menu";
import { LoadedMenu } from "~/app/components/ui/loaded-menu";
import { useT } from "~/app/i18n/use-locale";
import {
  applyThemePreference,
  readThemePreference,
  subscribeThemePreference,
  type ThemePreference,
} from "./preferences";

/** The theme menu itself, loaded by ThemeToggle on first use. */
export function ThemeDropdown({ trigger, opening }: DeferredMenuProps) {
  const t = useT();
  const preference = useSyncExternalStore(subscribeThemePreference, readThemePreference, () => "system");

  return (
    <LoadedMenu trigger={trigger} opening={opening}>
      <DropdownMenuRadioGroup
        value={preference}
        onValueChange={(value) => {
          applyThemePreference(value as ThemePreference);
        }}
      >
        <DropdownMenuRadioItem value="light">
          <Sun aria-hidden /> {t("theme.light")}
        </DropdownMenuRadioItem>
        <DropdownMenuRadioItem value="dark">
          <Moon aria-hidden /> {t("theme.dark")}
        </DropdownMenuRadioItem>
        <DropdownMenuRadioItem value="system">
          <Monitor aria-hidden /> {t("theme.system")}
        </DropdownMenuRadioItem>
      </DropdownMenuRadioGroup>
    </LoadedMenu>
  );
}
