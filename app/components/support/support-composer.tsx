import { Send } from "lucide-react";
import { useId, useRef, type KeyboardEvent } from "react";
import { Button } from "~/app/components/ui/button";
import { Textarea } from "~/app/components/ui/textarea";
import { TYPING_SEND_EVERY_MS } from "./support-api";
import { SUPPORT_MESSAGE_MAX } from "~/core/forms/support";

/**
 * The box a support message is written in. Enter sends and Shift+Enter starts a line; while the
 * writer types, `onTyping` is called now and then so the other side can show it.
 */
export function SupportComposer({
  value,
  onChange,
  onSend,
  onTyping,
  label,
  placeholder,
  sendLabel,
  hint,
  disabled = false,
  testId,
}: {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  onTyping: () => void;
  label: string;
  placeholder: string;
  sendLabel: string;
  hint: string;
  disabled?: boolean;
  testId: string;
}) {
  const id = useId();
  const typedAt = useRef(0);

  // A message sent ends the other side's "typing…": the next one's first key says it again.
  function send() {
    typedAt.current = 0;
    onSend();
  }

  function keyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  }

  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      data-testid={testId}
    >
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <Textarea
          id={id}
          name="body"
          value={value}
          rows={2}
          minHeight="sm"
          className="max-h-48 resize-none"
          maxLength={SUPPORT_MESSAGE_MAX + 200}
          placeholder={placeholder}
          aria-describedby={`${id}-hint`}
          disabled={disabled}
          onKeyDown={keyDown}
          onChange={(event) => {
            onChange(event.target.value);
            if (event.target.value.trim() && Date.now() - typedAt.current > TYPING_SEND_EVERY_MS) {
              typedAt.current = Date.now();
              onTyping();
            }
          }}
        />
        <p id={`${id}-hint`} className="mt-1 hidden text-xs text-muted-foreground sm:block">
          {hint}
        </p>
      </div>
      <Button type="submit" disabled={disabled || value.trim() === ""} className="mb-0 sm:mb-5">
        <Send aria-hidden /> <span className="sr-only sm:not-sr-only">{sendLabel}</span>
      </Button>
    </form>
  );
}
