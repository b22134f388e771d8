import type { Dialog as DialogPrimitive } from "radix-ui";
import { X } from "lucide-react";
import type * as React from "react";
import { cn } from "./cn";
import { closeAutoFocus, DialogRoot, loadedDialogs, useDialogContent } from "./dialog-root";

// A dialog that slides in from the side (from the bottom on a phone): for a panel that belongs to
// what was clicked, such as a calendar day. Radix's dialog loads when the page is idle or the sheet
// first opens (dialog-root.tsx).
export const Sheet = DialogRoot;

export function SheetContent({
  className,
  children,
  closeLabel,
  onCloseAutoFocus,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content> & { closeLabel: string }) {
  const { state, radix, unavailable } = useDialogContent(onCloseAutoFocus);
  if (!radix) return unavailable;
  const { Dialog } = radix;
  return (
    <Dialog.Root open={state.open} onOpenChange={state.setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          data-slot="sheet-content"
          id={state.contentId}
          className={cn(
            "fixed inset-x-0 bottom-0 z-50 flex max-h-[92vh] flex-col gap-4 rounded-t-xl border bg-background p-5 shadow-lg sm:inset-y-0 sm:right-0 sm:left-auto sm:max-h-none sm:w-[28rem] sm:rounded-none sm:border-y-0 sm:border-r-0 sm:p-6",
            className,
          )}
          onCloseAutoFocus={closeAutoFocus(state, onCloseAutoFocus)}
          {...props}
        >
          {children}
          <Dialog.Close
            className="absolute top-4 right-4 rounded-md p-1 text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            aria-label={closeLabel}
          >
            <X className="size-4" aria-hidden />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function SheetTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  const { Dialog } = loadedDialogs("SheetTitle");
  return <Dialog.Title className={cn("pr-8 text-lg font-semibold", className)} {...props} />;
}

export function SheetDescription({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Description>) {
  const { Dialog } = loadedDialogs("SheetDescription");
  return <Dialog.Description className={cn("text-sm text-muted-foreground", className)} {...props} />;
}
