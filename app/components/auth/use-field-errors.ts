import { useEffect, useState } from "react";
import type { z } from "zod";
import { fieldErrors, type FieldErrors } from "~/core/forms/field-errors";

/**
 * The field errors a form shows: those of the last answer (the server's, or the browser's own check
 * before sending), each taken away as soon as its field is fixed, so a member is not told off for
 * what is already right. Whether a field is fixed is the form's schema's word (the one the server
 * checks with), read from the whole form since some rules look at other fields; a form without
 * one in the browser falls back on the input's own constraints (required, type, pattern). The schema
 * may be given as a loader, so that zod reaches the page only once the form has been refused: it
 * loads as soon as there are errors to take away (docs/performance.md).
 *
 * Put `onInput` on the <form>; `answer` must keep its identity between renders (the action data's
 * object, or undefined), since a new one replaces the errors shown.
 */
export function useFieldErrors(
  answer: FieldErrors | undefined,
  schema?: z.ZodType | (() => Promise<z.ZodType>),
  readForm: (form: HTMLFormElement) => unknown = (form) => Object.fromEntries(new FormData(form)),
) {
  const [errors, setErrors] = useState<FieldErrors>(answer ?? {});
  const [shownAnswer, setShownAnswer] = useState(answer);
  if (answer !== shownAnswer) {
    setShownAnswer(answer);
    setErrors(answer ?? {});
  }

  const hasErrors = Object.keys(errors).length > 0;
  useEffect(() => {
    if (hasErrors && typeof schema === "function") {
      schema().catch(() => {
        // The next input tries again, and falls back on the field's own constraints.
      });
    }
  }, [hasErrors, schema]);

  function onInput(event: React.FormEvent<HTMLFormElement>) {
    const field = event.target as HTMLInputElement;
    const name = field.name;
    if (!name || !errors[name]) return;
    const ownCheck = () => (typeof field.checkValidity === "function" ? field.checkValidity() : true);
    const take = (fixed: boolean) => {
      if (!fixed) return;
      setErrors((current) => {
        const { [name]: _fixed, ...rest } = current;
        return rest;
      });
    };
    if (!schema) return take(ownCheck());
    const values = readForm(event.currentTarget);
    const check = (loaded: z.ZodType) => {
      const parsed = loaded.safeParse(values);
      return parsed.success || !fieldErrors(parsed.error)[name];
    };
    if (typeof schema !== "function") return take(check(schema));
    schema().then(
      (loaded) => take(check(loaded)),
      () => take(ownCheck()),
    );
  }

  return { errors, setErrors, onInput };
}
