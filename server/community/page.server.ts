import type { Database } from "~/db/client.server";
import type { PromptDetail } from "~/server/catalog/prompt.server";
import { capabilities, type Viewer } from "~/server/entitlements/entitlements";
import { listComments, type PromptComments } from "./comments.server";
import { promptVoteState, type VoteState } from "./votes.server";

/** What the prompt page shows of the community, for this reader. */
export interface CommunityForPage {
  viewer: { signedIn: boolean; canTakePart: boolean };
  vote: VoteState;
  comments: PromptComments;
}

export async function communityForPage(
  db: Database,
  viewer: Viewer,
  prompt: PromptDetail,
  now: Date,
): Promise<CommunityForPage> {
  const userId = viewer.kind === "member" ? viewer.userId : null;
  return {
    viewer: { signedIn: userId !== null, canTakePart: capabilities(viewer).community },
    vote: await promptVoteState(db, prompt.id, userId),
    comments: await listComments(db, viewer, prompt.id, now),
  };
}
