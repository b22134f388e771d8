import { and, desc, eq, inArray, isNull, max } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { oauthAccessToken, oauthClient, oauthConsent, oauthRefreshToken } from "./schema";

/** An assistant the member allowed through OAuth, as the settings API tab lists it. */
export interface AssistantConnection {
  clientId: string;
  name: string;
  connectedAt: string;
  /** when it last got a token (a connection renews one every 15 minutes while in use) */
  lastTokenAt: string | null;
}

const CONNECTIONS_SHOWN = 50;

export async function listConnections(db: Database, userId: string): Promise<AssistantConnection[]> {
  const rows = await db
    .select({
      clientId: oauthConsent.clientId,
      name: oauthClient.name,
      createdAt: oauthConsent.createdAt,
      updatedAt: oauthConsent.updatedAt,
    })
    .from(oauthConsent)
    .innerJoin(oauthClient, eq(oauthClient.clientId, oauthConsent.clientId))
    .where(eq(oauthConsent.userId, userId))
    .orderBy(desc(oauthConsent.updatedAt))
    .limit(CONNECTIONS_SHOWN);
  if (rows.length === 0) return [];
  const clientIds = [...new Set(rows.map((row) => row.clientId))];
  const lastTokens = await db
    .select({ clientId: oauthRefreshToken.clientId, last: max(oauthRefreshToken.createdAt) })
    .from(oauthRefreshToken)
    .where(and(eq(oauthRefreshToken.userId, userId), inArray(oauthRefreshToken.clientId, clientIds)))
    .groupBy(oauthRefreshToken.clientId);
  const lastBy = new Map(lastTokens.map((row) => [row.clientId, row.last]));
  const seen = new Set<string>();
  return rows.flatMap((row) => {
    if (seen.has(row.clientId)) return [];
    seen.add(row.clientId);
    const connected = row.createdAt ?? row.updatedAt ?? new Date(0);
    const last = lastBy.get(row.clientId);
    return [
      {
        clientId: row.clientId,
        name: row.name?.trim() || row.clientId.slice(0, 8),
        connectedAt: new Date(connected).toISOString(),
        lastTokenAt: last ? new Date(last).toISOString() : null,
      },
    ];
  });
}

/**
 * Ends an assistant's access at once: its consent goes, its refresh tokens are revoked, and /mcp
 * refuses the access tokens it still holds (it checks the consent on every request).
 */
export async function disconnectAssistant(
  db: Database,
  userId: string,
  clientId: string,
  now = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(oauthConsent)
      .where(and(eq(oauthConsent.userId, userId), eq(oauthConsent.clientId, clientId)))
      .returning({ id: oauthConsent.id });
    if (removed.length === 0) return false;
    await tx
      .update(oauthRefreshToken)
      .set({ revoked: now })
      .where(
        and(
          eq(oauthRefreshToken.userId, userId),
          eq(oauthRefreshToken.clientId, clientId),
          isNull(oauthRefreshToken.revoked),
        ),
      );
    await tx
      .delete(oauthAccessToken)
      .where(and(eq(oauthAccessToken.userId, userId), eq(oauthAccessToken.clientId, clientId)));
    return true;
  });
}

/** Whether the member still allows this assistant (a token outlives a disconnection by minutes). */
export async function isConnected(db: Database, userId: string, clientId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: oauthConsent.id })
    .from(oauthConsent)
    .where(and(eq(oauthConsent.userId, userId), eq(oauthConsent.clientId, clientId)))
    .limit(1);
  return Boolean(row);
}
