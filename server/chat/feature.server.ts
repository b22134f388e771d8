import { asc, eq, inArray } from "drizzle-orm";
import type { Feature } from "~/server/feature";
import { chatApi } from "./api.server";
import { chatConversations, chatMessages } from "./schema";

/** The Legend chat: every conversation with its messages. */
export const chatFeature: Feature = {
  name: "chat",
  api: { base: "/chat", routes: chatApi },
  personalData: {
    references: [{ column: chatConversations.userId, by: "id", erasure: "cascade" }],
    async export(db, { id }) {
      const conversations = await db
        .select({
          id: chatConversations.id,
          title: chatConversations.title,
          projectId: chatConversations.projectId,
          createdAt: chatConversations.createdAt,
          updatedAt: chatConversations.updatedAt,
        })
        .from(chatConversations)
        .where(eq(chatConversations.userId, id))
        .orderBy(asc(chatConversations.createdAt));
      const messages = conversations.length
        ? await db
            .select({
              conversationId: chatMessages.conversationId,
              role: chatMessages.role,
              content: chatMessages.content,
              status: chatMessages.status,
              createdAt: chatMessages.createdAt,
            })
            .from(chatMessages)
            .where(
              inArray(
                chatMessages.conversationId,
                conversations.map((conversation) => conversation.id),
              ),
            )
            .orderBy(asc(chatMessages.id))
        : [];
      return {
        conversations: conversations.map((conversation) => ({
          ...conversation,
          messages: messages
            .filter((message) => message.conversationId === conversation.id)
            .map(({ conversationId: _, ...message }) => message),
        })),
      };
    },
  },
};
