import { asc, eq, inArray } from "drizzle-orm";
import type { Feature } from "~/server/feature";
import { supportApi } from "./api.server";
import { supportConversations, supportMessages, supportPresence } from "./schema";

/**
 * Chat support: a member's conversations with the team and their messages, gone with the member;
 * an admin who leaves stays in what they answered as "the team" (their id is cleared).
 */
export const supportFeature: Feature = {
  name: "support",
  api: { base: "/", routes: supportApi },
  personalData: {
    references: [
      { column: supportConversations.memberId, by: "id", erasure: "cascade" },
      { column: supportConversations.assignedAdminId, by: "id", erasure: "set null" },
      { column: supportMessages.adminId, by: "id", erasure: "set null" },
      { column: supportPresence.userId, by: "id", erasure: "cascade" },
    ],
    async export(db, { id }) {
      const conversations = await db
        .select({
          id: supportConversations.id,
          status: supportConversations.status,
          createdAt: supportConversations.createdAt,
          closedAt: supportConversations.closedAt,
        })
        .from(supportConversations)
        .where(eq(supportConversations.memberId, id))
        .orderBy(asc(supportConversations.id));
      const messages = conversations.length
        ? await db
            .select({
              conversationId: supportMessages.conversationId,
              author: supportMessages.author,
              body: supportMessages.body,
              createdAt: supportMessages.createdAt,
            })
            .from(supportMessages)
            .where(
              inArray(
                supportMessages.conversationId,
                conversations.map((conversation) => conversation.id),
              ),
            )
            .orderBy(asc(supportMessages.id))
        : [];
      return {
        conversations: conversations.map(({ id: conversationId, ...conversation }) => ({
          ...conversation,
          messages: messages
            .filter((message) => message.conversationId === conversationId)
            .map(({ conversationId: _, ...message }) => message),
        })),
      };
    },
  },
};
