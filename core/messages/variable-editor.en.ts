// What the prompt editors say about a prompt's variables: each mistake with where and why (the
// editors, the MCP server, the JSON API) and the "Insert variable" menu. They ship with the editors.
export const variableEditorEn = {
  "variables.issue.at": "Line {line}, column {column}: {reason}",
  "variables.issue.unclosed":
    "this variable is never closed. Add “]” at its end, or write “\\[” for a bracket that is only text.",
  "variables.issue.nameMissing": "the variable has no name. Write it before the “:” or “=”.",
  "variables.issue.nameTooLong": "a variable's name can have at most {max} characters.",
  "variables.issue.kindMissing":
    "say what kind of answer goes after the “:” (text, long, date, number) or list the choices separated by “|”.",
  "variables.issue.unknownKind":
    "“{kind}” is not a kind of variable. Use text, long, date or number, or list the choices separated by “|” (for example “formal | friendly”).",
  "variables.issue.extraAfterKind":
    "“{extra}” cannot follow “{kind}”. Only a number takes a range, as in “number 1..10”.",
  "variables.issue.optionEmpty": "one of the choices is empty: remove the extra “|”.",
  "variables.issue.optionTooLong": "a choice can have at most {max} characters.",
  "variables.issue.optionDuplicate": "“{option}” is listed twice.",
  "variables.issue.tooManyOptions": "a variable can offer at most {max} choices.",
  "variables.issue.badRange":
    "“{range}” is not a range. Write it as “min..max”, for example “100..500”, “..10” or “1..”.",
  "variables.issue.rangeOrder": "the range starts above where it ends ({min} is more than {max}).",
  "variables.issue.defaultMissing": "nothing follows the “=”. Write the default value, or remove the “=”.",
  "variables.issue.defaultTooLong": "a default value can have at most {max} characters.",
  "variables.issue.defaultNotOption": "the default “{value}” is not one of the choices ({options}).",
  "variables.issue.defaultNotDate":
    "the default “{value}” is not a date. Write it as YYYY-MM-DD, or “today”.",
  "variables.issue.defaultNotNumber": "the default “{value}” is not a number.",
  "variables.issue.defaultOutOfRange": "the default {value} is outside the range {range}.",
  "variables.issue.conflict":
    "“{name}” is already defined differently earlier. Define it once and write just “[{name}]” where it appears again.",
  "variables.issue.tooManyVariables": "a prompt can have at most {max} variables; the rest are left as text.",
  "variables.editor.insert": "Insert variable",
  "variables.editor.insertLabel": "Insert a variable at the cursor",
  "variables.editor.kind.text": "Text",
  "variables.editor.kind.long": "Long text",
  "variables.editor.kind.choice": "Choice from a list",
  "variables.editor.kind.date": "Date",
  "variables.editor.kind.number": "Number in a range",
  "variables.editor.kind.optional": "Optional",
  "variables.editor.kind.today": "Today's date (filled in)",
  "variables.editor.kind.name": "Reader's name (filled in)",
  "variables.editor.kind.language": "Reader's language (filled in)",
  "variables.editor.problems":
    "{count, plural, one {A variable needs a fix:} other {# variables need a fix:}}",
  "variables.editor.show": "Show",
  "variables.editor.showLabel": "Show line {line}, column {column} in the text",
  "variables.editor.summary":
    "{count, plural, =0 {No variables yet.} one {# variable: readers fill it in before copying.} other {# variables: readers fill them in before copying.}}",
} as const;
