import type { AlertDialog as AlertDialogPrimitive } from "radix-ui";
import type * as React from "react";
import { buttonVariants } from "./button";
import { cn } from "./cn";
import {
  closeAutoFocus,
  DialogRoot,
  DialogRootTrigger,
  loadedDialogs,
  useDialogContent,
} from "./dialog-root";

// Radix's alert dialog loads when the page is idle or the dialog first opens (dialog-root.tsx).

export const AlertDialog = DialogRoot;
export const AlertDialogTrigger = DialogRootTrigger;

export function AlertDialogContent({
  className,
  onCloseAutoFocus,
  ...props
}: React.ComponentProps<typeof AlertDialogPrimitive.Content>) {
  const { state, radix, unavailable } = useDialogContent(onCloseAutoFocus);
  if (!radix) return unavailable;
  const { AlertDialog } = radix;
  return (
    <AlertDialog.Root open={state.open} onOpenChange={state.setOpen}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-in data-[state=open]:fade-in-0" />
        <AlertDialog.Content
          data-slot="alert-dialog-content"
          id={state.contentId}
          className={cn(
            "fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-background p-6 shadow-lg",
            className,
          )}
          onCloseAutoFocus={closeAutoFocus(state, onCloseAutoFocus)}
          {...props}
        />
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

export function AlertDialogHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-2 text-left", className)} {...props} />;
}

export function AlertDialogFooter({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)} {...props} />
  );
}

export function AlertDialogTitle({
  className,
  ...props
}: React.ComponentProps<typeof AlertDialogPrimitive.Title>) {
  const { AlertDialog } = loadedDialogs("AlertDialogTitle");
  return <AlertDialog.Title className={cn("text-lg font-semibold", className)} {...props} />;
}

export function AlertDialogDescription({
  className,
  ...props
}: React.ComponentProps<typeof AlertDialogPrimitive.Description>) {
  const { AlertDialog } = loadedDialogs("AlertDialogDescription");
  return <AlertDialog.Description className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

export function AlertDialogAction({
  className,
  ...props
}: React.ComponentProps<typeof AlertDialogPrimitive.Action>) {
  const { AlertDialog } = loadedDialogs("AlertDialogAction");
  return (
    <AlertDialog.Action className={cn(buttonVariants({ variant: "destructive" }), className)} {...props} />
  );
}

export function AlertDialogCancel({
  className,
  ...props
}: React.ComponentProps<typeof AlertDialogPrimitive.Cancel>) {
  const { AlertDialog } = loadedDialogs("AlertDialogCancel");
  return <AlertDialog.Cancel className={cn(buttonVariants({ variant: "outline" }), className)} {...props} />;
}
