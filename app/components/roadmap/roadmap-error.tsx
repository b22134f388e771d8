import type { MessageKey } from "~/app/i18n/i18n";
import { useT } from "~/app/i18n/use-locale";
import type { RoadmapResult } from "./roadmap-types";

const CODE_MESSAGES: Record<string, MessageKey> = {
  proposal_limit: "roadmap.error.proposal_limit",
  comment_limit: "roadmap.error.comment_limit",
  plan_required: "roadmap.error.plan_required",
  item_merged: "roadmap.error.item_merged",
};
const FIELD_MESSAGES: Record<string, MessageKey> = {
  title: "roadmap.error.title",
  titleEn: "roadmap.error.title",
  titlePt: "roadmap.error.title",
  description: "roadmap.error.description",
  descriptionEn: "roadmap.error.description",
  descriptionPt: "roadmap.error.description",
  body: "roadmap.comment.error.body",
};

/** A refusal from a roadmap form, in the member's words, said where the form is. */
export function RoadmapError({ result, id }: { result: RoadmapResult | undefined; id?: string }) {
  const t = useT();
  if (!result || result.ok) return null;
  const key = (result.field && FIELD_MESSAGES[result.field]) || CODE_MESSAGES[result.code];
  return (
    <p id={id} role="alert" className="text-sm text-destructive" data-testid="roadmap-error">
      {key ? t(key) : t("roadmap.error.generic", { error: result.code })}
    </p>
  );
}
