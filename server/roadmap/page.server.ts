import { z } from "zod";
import {
  isRoadmapStatus,
  RoadmapCommentSchema,
  RoadmapEditSchema,
  RoadmapProposalSchema,
} from "~/core/forms/roadmap";
import { parseId } from "~/core/ids";
import { localeFromRequest, type Locale } from "~/core/locale";
import { getCurrentMember, type CurrentMember } from "~/server/accounts/viewer.server";
import { adminActor } from "~/server/admin/actor.server";
import { listBlogArticles } from "~/server/content/content.server";
import { getDb } from "~/server/database.server";
import { ANONYMOUS, capabilities } from "~/server/entitlements/entitlements";
import { appClock } from "~/server/jobs/clock.server";
import { editRoadmapItem, mergeRoadmapItem, setRoadmapStatus } from "./admin.server";
import { RoadmapError, type RoadmapErrorCode } from "./errors";
import {
  commentOnRoadmapItem,
  deleteRoadmapComment,
  proposeRoadmapItem,
  voteRoadmapItem,
} from "./roadmap.server";

/** What the /roadmap pages show about the viewer's rights (server/entitlements decides). */
export interface RoadmapViewer {
  signedIn: boolean;
  canTakePart: boolean;
  isAdmin: boolean;
}

export function roadmapViewerOf(member: CurrentMember | null): RoadmapViewer {
  const viewer = member?.viewer ?? ANONYMOUS;
  const can = capabilities(viewer);
  return { signedIn: member !== null, canTakePart: can.roadmap, isAdmin: can.adminDashboard };
}

/** The blog posts an admin may link a shipped item to. */
export const blogPostChoices = (locale: Locale) =>
  listBlogArticles(locale).map((article) => ({ id: article.id, title: article.title }));

/** What a form on the roadmap pages gets back: done, or what to say about the field or the refusal. */
export type RoadmapActionResult =
  | { ok: true; intent: string; itemId?: number }
  | { ok: false; intent: string; code: RoadmapErrorCode | "invalid"; field?: string };

const IntentSchema = z.enum([
  "vote",
  "unvote",
  "propose",
  "comment",
  "delete-comment",
  "edit",
  "status",
  "merge",
]);

/**
 * Every form of /roadmap and /roadmap/:id: parse, ask the domain, answer. Refusals (the plan, the
 * limits, a field out of bounds) come back as a result the page shows beside the form; a status
 * change and a merge hand back the voters to tell.
 */
export async function roadmapAction(
  request: Request,
): Promise<{ result: RoadmapActionResult; status: number }> {
  const form = await request.formData();
  const intent = IntentSchema.safeParse(form.get("intent"));
  if (!intent.success) return { result: { ok: false, intent: "", code: "invalid" }, status: 400 };
  const member = await getCurrentMember(request);
  const viewer = member?.viewer ?? ANONYMOUS;
  const db = await getDb();
  const now = appClock.now();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const itemId = parseId(text("itemId") ?? "");
  const fail = (code: RoadmapErrorCode | "invalid", field?: string, status = 400) => ({
    result: { ok: false as const, intent: intent.data, code, ...(field ? { field } : {}) },
    status,
  });

  try {
    switch (intent.data) {
      case "vote":
      case "unvote":
        if (!itemId) return fail("item_not_found", undefined, 404);
        await voteRoadmapItem(db, viewer, itemId, intent.data === "vote");
        return { result: { ok: true, intent: intent.data, itemId }, status: 200 };
      case "propose": {
        const input = RoadmapProposalSchema.safeParse({
          title: text("title") ?? "",
          description: text("description") ?? "",
        });
        if (!input.success) return fail("invalid", String(input.error.issues[0]?.path[0] ?? "title"));
        const item = await proposeRoadmapItem(db, viewer, input.data, localeFromRequest(request), now);
        return { result: { ok: true, intent: "propose", itemId: item.id }, status: 200 };
      }
      case "comment": {
        if (!itemId) return fail("item_not_found", undefined, 404);
        const input = RoadmapCommentSchema.safeParse({ body: text("body") ?? "" });
        if (!input.success) return fail("invalid", "body");
        await commentOnRoadmapItem(db, viewer, itemId, input.data.body, now);
        return { result: { ok: true, intent: "comment", itemId }, status: 200 };
      }
      case "delete-comment": {
        const commentId = parseId(text("commentId") ?? "");
        if (!commentId) return fail("comment_not_found", undefined, 404);
        await deleteRoadmapComment(db, viewer, commentId, adminActor(member));
        return { result: { ok: true, intent: "delete-comment" }, status: 200 };
      }
      case "edit":
      case "status":
      case "merge": {
        const actor = adminActor(member);
        if (!actor) return fail("admin_only", undefined, 403);
        if (!itemId) return fail("item_not_found", undefined, 404);
        if (intent.data === "edit") {
          const blog = text("blogPostId");
          const input = RoadmapEditSchema.safeParse({
            titleEn: text("titleEn") ?? "",
            titlePt: text("titlePt") ?? "",
            descriptionEn: text("descriptionEn") ?? "",
            descriptionPt: text("descriptionPt") ?? "",
            blogPostId: blog ? parseId(blog) : null,
          });
          if (!input.success) return fail("invalid", String(input.error.issues[0]?.path[0] ?? ""));
          await editRoadmapItem(db, actor, itemId, input.data);
        } else if (intent.data === "status") {
          const status = text("status");
          if (!isRoadmapStatus(status)) return fail("invalid", "status");
          await setRoadmapStatus(db, actor, itemId, status, now);
        } else {
          const targetId = parseId(text("targetId") ?? "");
          if (!targetId) return fail("invalid", "targetId");
          await mergeRoadmapItem(db, actor, itemId, targetId);
          return { result: { ok: true, intent: "merge", itemId: targetId }, status: 200 };
        }
        return { result: { ok: true, intent: intent.data, itemId }, status: 200 };
      }
    }
  } catch (error) {
    if (error instanceof RoadmapError) return fail(error.code, undefined, error.status);
    throw error;
  }
}

/** The status filter in the URL (`?status=planned`), or none for a missing or unknown one. */
export function statusFilterOf(request: Request) {
  const value = new URL(request.url).searchParams.get("status");
  return isRoadmapStatus(value) ? value : undefined;
}
