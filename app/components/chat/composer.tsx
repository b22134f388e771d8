import { MessageSquarePlus, RotateCcw, Send, Square } from "lucide-react";
import { useId, useImperativeHandle, useRef, useState, type Ref } from "react";
import { Button } from "~/app/components/ui/button";
import { Label } from "~/app/components/ui/label";
import { useT } from "~/app/i18n/use-locale";
import { deferredPromptMenu } from "./prompt-menu-deferred";

export const MESSAGE_MAX = 4_000;

/** What the chat does with the box: read it, fill it again, add a prompt to it, focus it. */
export interface ComposerHandle {
  text: () => string;
  setText: (text: string) => void;
  insert: (text: string) => void;
  focus: () => void;
}

/**
 * The chat's message box and its buttons. What is typed is this component's own state, so a key
 * press renders the box alone, not the conversation or the list beside it.
 */
export function Composer({
  ref,
  busy,
  canRetry,
  onSend,
  onOpenMenu,
  onRetry,
  onStop,
}: {
  ref: Ref<ComposerHandle>;
  busy: boolean;
  canRetry: boolean;
  onSend: () => void;
  onOpenMenu: () => void;
  onRetry: () => void;
  onStop: () => void;
}) {
  const t = useT();
  const inputId = useId();
  const [input, setInput] = useState("");
  const inputRef = useRef<HTMLTextAreaElement>(null);
  // Read by the chat when it sends, without the chat holding the text in its own state.
  const current = useRef(input);
  useImperativeHandle(
    ref,
    () => ({
      text: () => current.current,
      setText: (text) => {
        current.current = text;
        setInput(text);
      },
      insert: (text) =>
        setInput((shown) => {
          const next = (shown ? `${shown}\n\n${text}` : text).slice(0, MESSAGE_MAX);
          current.current = next;
          return next;
        }),
      focus: () => inputRef.current?.focus(),
    }),
    [],
  );

  return (
    <form
      className="border-t border-border p-3"
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <Label htmlFor={inputId} className="sr-only">
        {t("chat.input.label")}
      </Label>
      <textarea
        id={inputId}
        ref={inputRef}
        value={input}
        rows={2}
        disabled={busy}
        maxLength={MESSAGE_MAX}
        placeholder={t("chat.input.placeholder")}
        aria-describedby={`${inputId}-hint`}
        data-testid="chat-input"
        className="w-full resize-none rounded-md border border-input bg-background px-3 py-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring/40 disabled:opacity-60"
        onChange={(event) => {
          const value = event.target.value;
          // "/" at the start of an empty message opens the prompt menu.
          if (value === "/" && input === "") {
            onOpenMenu();
            return;
          }
          current.current = value;
          setInput(value);
        }}
        onKeyDown={(event) => {
          if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            onSend();
          }
        }}
      />
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <p id={`${inputId}-hint`} className="text-xs text-muted-foreground">
          {t("chat.input.hint")}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={onOpenMenu}
            onPointerEnter={deferredPromptMenu.preload}
            onFocus={deferredPromptMenu.preload}
            disabled={busy}
            data-testid="open-prompt-menu"
          >
            <MessageSquarePlus aria-hidden /> {t("chat.menu.open")}
          </Button>
          {canRetry ? (
            <Button type="button" variant="outline" size="sm" onClick={onRetry} data-testid="chat-retry">
              <RotateCcw aria-hidden /> {t("chat.retry")}
            </Button>
          ) : null}
          {busy ? (
            <Button type="button" variant="outline" size="sm" onClick={onStop} data-testid="chat-stop">
              <Square aria-hidden /> {t("chat.stop")}
            </Button>
          ) : (
            <Button type="submit" size="sm" disabled={!input.trim()} data-testid="chat-send">
              <Send aria-hidden /> {t("chat.send")}
            </Button>
          )}
        </div>
      </div>
    </form>
  );
}
