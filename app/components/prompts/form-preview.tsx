import { Eye } from "lucide-react";
import { useMemo, useState } from "react";
import type { Locale } from "~/core/locale";
import { defaultValues, type Template } from "~/core/variables";
import { useFillContext } from "./prompt-fill";
import { TemplatePreview, VariableFields, type VariableValues } from "./variable-form";

/**
 * For an editor: the fill-in form its text makes, as a reader will see it, to try out. Folded
 * until opened; what is typed in it stays in the editor's page and is not saved.
 */
export function FormPreview({
  id,
  template,
  language,
  title,
  hint,
}: {
  id: string;
  template: Template;
  /** the language the text is written in */
  language: Locale;
  title: string;
  hint: string;
}) {
  const context = useFillContext(language);
  const defaults = useMemo(() => defaultValues(template.variables, context.today), [template, context.today]);
  const [typed, setTyped] = useState<VariableValues>({});
  const values = { ...defaults, ...typed };
  if (template.variables.length === 0) return null;
  return (
    <details className="mt-3 rounded-md border border-border p-3" data-testid="form-preview">
      <summary className="flex cursor-pointer items-center gap-2 text-sm font-medium">
        <Eye className="size-4" aria-hidden /> {title}
      </summary>
      <p className="mt-1 text-xs text-muted-foreground">{hint}</p>
      <div className="mt-3 space-y-3">
        <VariableFields
          id={id}
          template={template}
          context={context}
          values={values}
          onValuesChange={(change) => setTyped(change(values))}
        />
        <TemplatePreview
          template={template}
          context={context}
          values={values}
          aria-label={title}
          className="max-h-40 overflow-auto rounded-md border border-border bg-muted p-3 font-mono text-xs leading-relaxed whitespace-pre-wrap"
        />
      </div>
    </details>
  );
}
