import type { Database } from "~/db/client.server";
import type { PromptDetail } from "~/server/catalog/prompt.server";
import { capabilities, type Viewer } from "~/server/entitlements/entitlements";
import type { Locale } from "~/core/locale";
import { listComments, type PromptComments } from "./comments.server";
import { listExamples, type PromptExamples } from "./examples.server";
import { forkSourceOf, listForks, type ForkSummary } from "./forks.server";
import { hiddenByModeration } from "./reports.server";
import { promptVoteState, type VoteState } from "./votes.server";

/** What the prompt page shows of the community, for this reader. */
export interface CommunityForPage {
  viewer: { signedIn: boolean; canTakePart: boolean };
  vote: VoteState;
  comments: PromptComments;
  examples: PromptExamples;
  forks: {
    basedOn: { id: number; title: string } | null;
    versions: { total: number; items: ForkSummary[] };
  };
  moderation: {
    /** an admin hid this member's prompt on a report: only its author and admins still see it */
    hidden: boolean;
    /** a member's published prompt someone else wrote: the reader may report it */
    reportable: boolean;
  };
}

export async function communityForPage(
  db: Database,
  viewer: Viewer,
  prompt: PromptDetail,
  now: Date,
  locale: Locale,
): Promise<CommunityForPage> {
  const userId = viewer.kind === "member" ? viewer.userId : null;
  return {
    viewer: { signedIn: userId !== null, canTakePart: capabilities(viewer).community },
    vote: await promptVoteState(db, prompt.id, userId),
    // The page has read the prompt for this viewer: its access is not read again.
    comments: await listComments(db, viewer, prompt, now),
    examples: await listExamples(db, viewer, prompt, "newest", now),
    forks: {
      basedOn: prompt.source === "member" ? await forkSourceOf(db, viewer, prompt.id, locale, now) : null,
      versions: await listForks(db, prompt.id, locale, now),
    },
    moderation: {
      hidden: prompt.source === "member" && (await hiddenByModeration(db, prompt.id)),
      reportable: prompt.source === "member" && prompt.isPublished && prompt.authorId !== userId,
    },
  };
}
