import type { Locale } from "~/core/locale";
import { formatMessage } from "~/core/messages/format-message";
import { variableEditorEn } from "~/core/messages/variable-editor.en";
import { variableEditorPt } from "~/core/messages/variable-editor.pt";
import { variablesEn } from "~/core/messages/variables.en";
import { variablesPt } from "~/core/messages/variables.pt";
import type { TemplateIssue, ValueIssue } from "~/core/variables";

/*
 * A template's or a value's problem as a sentence, in either language, for callers without the
 * page's translator (the MCP server, the JSON API, tests). Pages say the same through `t()`.
 */

type Messages = Record<keyof typeof variablesEn | keyof typeof variableEditorEn, string>;
const MESSAGES: Record<Locale, Messages> = {
  en: { ...variablesEn, ...variableEditorEn },
  pt: { ...variablesPt, ...variableEditorPt },
};

/** "Line 3, column 14: “formal” is not a kind of variable…" */
export function templateIssueReason(issue: TemplateIssue, locale: Locale): string {
  const messages = MESSAGES[locale];
  const reason = formatMessage(locale, messages[`variables.issue.${issue.code}`], issue.params);
  return formatMessage(locale, messages["variables.issue.at"], {
    line: issue.line,
    column: issue.column,
    reason,
  });
}

export function valueIssueReason(issue: ValueIssue, locale: Locale): string {
  return formatMessage(locale, MESSAGES[locale][`variables.value.${issue.code}`], issue.params);
}
