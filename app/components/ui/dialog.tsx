import type { Dialog as DialogPrimitive } from "radix-ui";
import { X } from "lucide-react";
import type * as React from "react";
import { cn } from "./cn";
import {
  closeAutoFocus,
  DialogRoot,
  DialogRootTrigger,
  loadedDialogs,
  useDialogContent,
} from "./dialog-root";

// Radix's dialog loads when the page is idle or the dialog first opens (dialog-root.tsx).

export const Dialog = DialogRoot;
export const DialogTrigger = DialogRootTrigger;

export function DialogClose(props: React.ComponentProps<typeof DialogPrimitive.Close>) {
  const { Dialog } = loadedDialogs("DialogClose");
  return <Dialog.Close {...props} />;
}

export function DialogContent({
  className,
  children,
  closeLabel,
  wide = false,
  onCloseAutoFocus,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content> & { closeLabel: string; wide?: boolean }) {
  const { state, radix, unavailable } = useDialogContent(onCloseAutoFocus);
  if (!radix) return unavailable;
  const { Dialog } = radix;
  return (
    <Dialog.Root open={state.open} onOpenChange={state.setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          data-slot="dialog-content"
          id={state.contentId}
          className={cn(
            "fixed top-1/2 left-1/2 z-50 grid max-h-[85vh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border bg-background p-6 shadow-lg",
            wide ? "max-w-2xl" : "max-w-lg",
            className,
          )}
          onCloseAutoFocus={closeAutoFocus(state, onCloseAutoFocus)}
          {...props}
        >
          {children}
          <Dialog.Close
            className="absolute top-3 right-3 rounded-md p-1 text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            aria-label={closeLabel}
          >
            <X className="size-4" aria-hidden />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  const { Dialog } = loadedDialogs("DialogTitle");
  return <Dialog.Title className={cn("pr-6 text-lg font-semibold", className)} {...props} />;
}

export function DialogDescription({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Description>) {
  const { Dialog } = loadedDialogs("DialogDescription");
  return <Dialog.Description className={cn("text-sm text-muted-foreground", className)} {...props} />;
}
