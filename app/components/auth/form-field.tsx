import { useId } from "react";
import { PASSWORD_MIN_LENGTH } from "~/core/forms/password";
import { Input } from "~/app/components/ui/input";
import { Label } from "~/app/components/ui/label";
import type { MessageKey } from "~/app/i18n/i18n";
import { useT } from "~/app/i18n/use-locale";

/** A labelled input with its error in place, announced to screen readers. */
export function FormField({
  label,
  error,
  hint,
  ...props
}: { label: string; error?: MessageKey | null; hint?: string } & React.ComponentProps<"input">) {
  const t = useT();
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ");
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...props}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {t(error, { min: PASSWORD_MIN_LENGTH })}
        </p>
      ) : null}
    </div>
  );
}
