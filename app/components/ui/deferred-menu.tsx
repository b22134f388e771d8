import {
  cloneElement,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from "react";
import type { DropdownMenuItem } from "./dropdown-menu";
import { importAgain } from "~/app/loading/import-again";

// A dropdown menu (Radix, with its positioning and focus management) is about 30 KB of gzipped
// JavaScript, more than every page's own code together. Header menus therefore render a plain
// button first and load the menu when it is first pointed at, focused or used (docs/performance.md).

export type MenuOpening = "pointer" | "keyboard";

export interface DeferredMenuProps {
  /** the button that opens the menu, rendered as the menu's trigger once the menu is loaded */
  trigger: ReactElement<ComponentProps<"button">>;
  /** how the first opening happened: a keyboard opening puts focus on the first item */
  opening: MenuOpening;
}

type TriggerProps = ComponentProps<"button"> & { "data-state"?: string };

export function DeferredMenu<P extends object = object>({
  trigger,
  load,
  menuProps,
}: {
  trigger: ReactElement<ComponentProps<"button">>;
  load: () => Promise<ComponentType<DeferredMenuProps & P>>;
  /** what the loaded menu is given besides its trigger, as it is at each render */
  menuProps?: P;
}) {
  const [loaded, setLoaded] = useState<{
    Menu: ComponentType<DeferredMenuProps & P>;
    opening: MenuOpening;
  } | null>(null);
  if (loaded) return <loaded.Menu {...(menuProps as P)} trigger={trigger} opening={loaded.opening} />;

  const preload = () => {
    load().catch(() => {
      // The next click tries again, and reports the failure (open).
    });
  };
  const open = (opening: MenuOpening) => {
    load().then(
      (Menu) => setLoaded({ Menu, opening }),
      // A deploy replaced the chunk this page refers to: a reload gets the current one, as React
      // Router does when a route module fails to load.
      () => window.location.reload(),
    );
  };
  return cloneElement<TriggerProps>(trigger, {
    "aria-haspopup": "menu",
    "aria-expanded": false,
    "data-state": "closed",
    onPointerEnter: preload,
    onFocus: preload,
    // A click from Enter or Space has no pointer position (detail 0).
    onClick: (event) => open(event.detail === 0 ? "keyboard" : "pointer"),
    onKeyDown: (event) => {
      if (event.key !== "ArrowDown") return;
      event.preventDefault();
      open("keyboard");
    },
  });
}

export interface DropdownItemsProps {
  /** the menu's items, made with the menu item component once the menu has loaded */
  items: (Item: typeof DropdownMenuItem) => ReactNode;
  className?: string;
  /** the focus stays where the chosen item put it instead of going back to the trigger */
  keepFocusOnClose?: boolean;
}

const loadDropdown = () => importAgain(() => import("./loaded-menu")).then((module) => module.LoadedDropdown);

/**
 * A menu button whose menu (Radix's dropdown menu) loads when it is first pointed at, focused or
 * used, like the header's menus: a row's or a toolbar's actions menu on a member's page.
 */
export function DeferredDropdown({
  trigger,
  ...menuProps
}: DropdownItemsProps & { trigger: ReactElement<ComponentProps<"button">> }) {
  return <DeferredMenu trigger={trigger} load={loadDropdown} menuProps={menuProps} />;
}
