import { Slot } from "radix-ui";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from "react";
import { useT } from "~/app/i18n/use-locale";
import { Button } from "./button";
import { importAgain } from "~/app/loading/import-again";
import { loadOnce } from "~/app/loading/load-once";
import type * as RadixDialogsModule from "./radix-dialogs";

// Radix's dialog (with its focus trap, scroll lock and aria-hidden on the rest of the page) is about
// 15 KB of gzipped JavaScript, and every dialog is closed when a page loads. So the root and the
// trigger are ours and light: they hold the open state and render the trigger as Radix does (same
// attributes, same toggle). Radix itself loads once the page is idle, or at the latest when a dialog
// opens (or its trigger is pointed at or focused), and renders the content from then on
// (docs/performance.md). Loading it when the page is idle keeps a dialog opening at once, and
// opening while offline, for a page loaded before the connection dropped. A load that fails (the
// page went offline before it was idle) is tried again as soon as the browser is back online, and a
// dialog opened while Radix still cannot load says so, with Try again, instead of doing nothing.

type RadixDialogs = typeof RadixDialogsModule;

const dialogs = loadOnce(() => importAgain(() => import("./radix-dialogs")));

/** Loads Radix's dialogs once; a failed load is tried again on the next call, and when back online. */
export const loadDialogs = dialogs.load;
const preloadDialogs = dialogs.preload;

interface DialogState {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** the trigger, where the focus goes back when the dialog closes (as with Radix's own trigger) */
  registerTrigger: (node: HTMLElement | null) => void;
  focusTrigger: () => void;
  contentId: string;
}

const DialogStateContext = createContext<DialogState | null>(null);

function useDialogState(part: string) {
  const state = useContext(DialogStateContext);
  if (!state) throw new Error(`${part} must be inside its dialog's root`);
  return state;
}

/** A dialog's root, controlled (`open`, `onOpenChange`) or not (`defaultOpen`), as Radix's. */
export function DialogRoot({
  open: controlled,
  defaultOpen = false,
  onOpenChange,
  children,
}: {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children?: ReactNode;
}) {
  const [uncontrolled, setUncontrolled] = useState(defaultOpen);
  const open = controlled ?? uncontrolled;
  const setOpen = useCallback(
    (next: boolean) => {
      if (next === open) return;
      if (controlled === undefined) setUncontrolled(next);
      onOpenChange?.(next);
    },
    [open, controlled, onOpenChange],
  );
  const trigger = useRef<HTMLElement | null>(null);
  const registerTrigger = useCallback((node: HTMLElement | null) => {
    trigger.current = node;
  }, []);
  const focusTrigger = useCallback(() => trigger.current?.focus(), []);
  const contentId = useId();
  useEffect(() => {
    if (dialogs.current()) return;
    if (typeof requestIdleCallback === "function") {
      const idle = requestIdleCallback(preloadDialogs, { timeout: 4000 });
      return () => cancelIdleCallback(idle);
    }
    const timer = setTimeout(preloadDialogs, 1000);
    return () => clearTimeout(timer);
  }, []);
  const state = useMemo(
    () => ({ open, setOpen, registerTrigger, focusTrigger, contentId }),
    [open, setOpen, registerTrigger, focusTrigger, contentId],
  );
  return <DialogStateContext.Provider value={state}>{children}</DialogStateContext.Provider>;
}

/** The button that opens (and closes) its dialog, with Radix's trigger's attributes. */
export function DialogRootTrigger({
  asChild = false,
  onClick,
  onPointerEnter,
  onFocus,
  ...props
}: Omit<ComponentProps<"button">, "ref"> & { asChild?: boolean }) {
  const { open, setOpen, contentId, registerTrigger } = useDialogState("A dialog's trigger");
  const Comp = asChild ? Slot.Root : "button";
  return (
    <Comp
      type={asChild ? undefined : "button"}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={contentId}
      data-state={open ? "open" : "closed"}
      {...props}
      ref={registerTrigger}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        preloadDialogs();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        preloadDialogs();
      }}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOpen(!open);
      }}
    />
  );
}

/**
 * What a dialog's content renders with: its root's state, and Radix's dialogs once loaded (null
 * until then; the dialog shows once they are). The content renders Radix's root itself, controlled
 * by this state, with the content's id the trigger points to.
 */
export function useDialogContent(onCloseAutoFocus?: (event: Event) => void) {
  const state = useDialogState("A dialog's content");
  const [loaded, setLoaded] = useState(dialogs.current);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const { open } = state;
  useEffect(() => {
    if (!open || loaded) return;
    let live = true;
    loadDialogs().then(
      (module) => live && setLoaded(module),
      // Offline before the page was ever idle: the dialog says it cannot open yet (DialogUnavailable).
      () => {
        if (live) setFailed(true);
        preloadDialogs();
      },
    );
    return () => {
      live = false;
    };
  }, [open, loaded, attempt]);
  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((count) => count + 1);
  }, []);
  const dismiss = useCallback(() => setFailed(false), []);
  /** What the content shows while Radix is not here: nothing, or why it cannot open yet. */
  const unavailable =
    open && failed ? (
      <DialogUnavailable
        state={state}
        onRetry={retry}
        onDismiss={dismiss}
        onCloseAutoFocus={onCloseAutoFocus}
      />
    ) : null;
  return { state, radix: loaded ?? dialogs.current(), unavailable };
}

/**
 * In place of a dialog that could not load (no connection since the page loaded): what happened,
 * Try again and Close, in a small modal of its own. Escape closes it; focus starts on Try again.
 */
function DialogUnavailable({
  state,
  onRetry,
  onDismiss,
  onCloseAutoFocus,
}: {
  state: DialogState;
  onRetry: () => void;
  onDismiss: () => void;
  /** the content's own, so the focus goes where the real dialog would have sent it */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const t = useT();
  const retry = useRef<HTMLButtonElement>(null);
  useEffect(() => retry.current?.focus(), []);
  const close = () => {
    onDismiss();
    state.setOpen(false);
    closeAutoFocus(state, onCloseAutoFocus)(new Event("focusout", { cancelable: true }));
  };
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-black/50 p-4">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${state.contentId}-unavailable`}
        id={state.contentId}
        className="grid w-full max-w-sm gap-4 rounded-lg border bg-background p-6 shadow-lg"
        onKeyDown={(event) => {
          if (event.key === "Escape") close();
        }}
      >
        <p id={`${state.contentId}-unavailable`} className="text-sm">
          {t("dialog.unavailable.body")}
        </p>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={close}>
            {t("dialog.unavailable.close")}
          </Button>
          <Button ref={retry} onClick={onRetry}>
            {t("actionFailure.retry")}
          </Button>
        </div>
      </div>
    </div>
  );
}

/**
 * Where the focus goes when the dialog closes: back to its trigger, as Radix's dialog does with its
 * own trigger, unless the content's `onCloseAutoFocus` chose otherwise.
 */
export function closeAutoFocus(state: DialogState, onCloseAutoFocus?: (event: Event) => void) {
  return (event: Event) => {
    onCloseAutoFocus?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    state.focusTrigger();
  };
}

/** Radix's dialogs inside a loaded content (titles, descriptions, close buttons use them). */
export function loadedDialogs(part: string): RadixDialogs {
  const radix = dialogs.current();
  if (!radix) throw new Error(`${part} must be inside its dialog's content`);
  return radix;
}
