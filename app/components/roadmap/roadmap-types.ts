import type { RoadmapStatus } from "~/core/forms/roadmap";
import type { Locale } from "~/core/locale";

/** An item as the pages receive it (server/roadmap/roadmap.server.ts: RoadmapItemView). */
export interface RoadmapItemData {
  id: number;
  title: string;
  description: string;
  language: Locale;
  status: RoadmapStatus;
  votes: number;
  voted: boolean;
  comments: number;
  blogPostId: number | null;
  shippedAt: string | null;
}

export interface RoadmapViewerData {
  signedIn: boolean;
  canTakePart: boolean;
  isAdmin: boolean;
}

/** What a roadmap form gets back from its action (server/roadmap/page.server.ts). */
export type RoadmapResult =
  { ok: true; intent: string; itemId?: number } | { ok: false; intent: string; code: string; field?: string };
