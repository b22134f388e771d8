// Radix's dialogs, loaded when a page first needs one (dialog-root.tsx).
export { AlertDialog, Dialog } from "radix-ui";
