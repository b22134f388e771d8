import type { RefObject } from "react";
import type { DeferredMenuProps } from "~/app/components/ui/deferred-menu";
import { LoadedDropdown } from "~/app/components/ui/loaded-menu";
import { useT } from "~/app/i18n/use-locale";
import type { Locale } from "~/core/locale";
import { VARIABLE_EXAMPLES, type VariableExample } from "~/core/variable-examples";
import { selectInTextarea } from "./select-in-textarea";

export interface InsertVariableProps {
  textarea: RefObject<HTMLTextAreaElement | null>;
  /** the prompt's language: the example is written in it */
  language: Locale;
  value: string;
  onChange: (next: string) => void;
}

const KINDS: VariableExample[] = [
  "text",
  "long",
  "choice",
  "date",
  "number",
  "optional",
  "today",
  "name",
  "language",
];

/** Where the name ends inside an example, so it is selected and typing replaces it. */
function nameLength(snippet: string): number {
  for (let i = 1; i < snippet.length; i++) if (":=?]".includes(snippet[i]!)) return i - 1;
  return snippet.length - 2;
}

/** The "Insert variable" menu once loaded: one example of each kind, written where the cursor is. */
export function InsertVariableItems({
  trigger,
  opening,
  textarea,
  language,
  value,
  onChange,
}: DeferredMenuProps & InsertVariableProps) {
  const t = useT();

  function insert(kind: VariableExample) {
    const field = textarea.current;
    const snippet = VARIABLE_EXAMPLES[language][kind];
    const start = field ? field.selectionStart : value.length;
    const end = field ? field.selectionEnd : value.length;
    onChange(value.slice(0, start) + snippet + value.slice(end));
    // Once the text shows it, the example's name is selected: typing replaces it.
    requestAnimationFrame(() => {
      if (textarea.current) selectInTextarea(textarea.current, start + 1, start + 1 + nameLength(snippet));
    });
  }

  return (
    <LoadedDropdown
      trigger={trigger}
      opening={opening}
      className="w-72"
      keepFocusOnClose
      items={(DropdownMenuItem) =>
        KINDS.map((kind) => (
          <DropdownMenuItem
            key={kind}
            onSelect={() => insert(kind)}
            className="flex flex-col items-start gap-0.5"
          >
            <span>{t(`variables.editor.kind.${kind}`)}</span>
            <code className="text-xs text-muted-foreground">{VARIABLE_EXAMPLES[language][kind]}</code>
          </DropdownMenuItem>
        ))
      }
    />
  );
}
