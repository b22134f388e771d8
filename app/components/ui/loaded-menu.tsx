import { useCallback, useRef, type ReactNode } from "react";
import type { DeferredMenuProps, DropdownItemsProps, MenuOpening } from "./deferred-menu";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "./dropdown-menu";

/**
 * A DeferredMenu's menu once it has loaded: open at once, on the same trigger, aligned to its end,
 * with the focus where a menu button puts it.
 */
export function LoadedMenu({
  trigger,
  opening,
  className,
  keepFocusOnClose,
  children,
}: DeferredMenuProps & { className?: string; keepFocusOnClose?: boolean; children: ReactNode }) {
  const content = useKeyboardOpeningFocus(opening);
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        className={className}
        ref={content}
        onCloseAutoFocus={keepFocusOnClose ? (event) => event.preventDefault() : undefined}
      >
        {children}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** A DeferredDropdown's menu once it has loaded. */
export function LoadedDropdown({ items, ...props }: DeferredMenuProps & DropdownItemsProps) {
  return <LoadedMenu {...props}>{items(DropdownMenuItem)}</LoadedMenu>;
}

/**
 * A ref for the loaded menu's content: when the first opening came from the keyboard, the first
 * item gets focus, as in a menu button (WAI-ARIA APG). Radix does that itself from then on; it
 * could not see the key press that happened before it was loaded, and focuses the content.
 */
function useKeyboardOpeningFocus(opening: MenuOpening) {
  const pending = useRef(opening === "keyboard");
  return useCallback((content: HTMLDivElement | null) => {
    if (!content || !pending.current) return;
    pending.current = false;
    const focusFirstItem = () =>
      content.querySelector<HTMLElement>('[role^="menuitem"]')?.focus({ preventScroll: true });
    content.addEventListener("focus", focusFirstItem, { once: true });
  }, []);
}
