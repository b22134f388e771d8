import { asc, eq } from "drizzle-orm";
import type { Feature } from "~/server/feature";
import { oauthAccessToken, oauthClient, oauthConsent, oauthRefreshToken } from "./schema";

/** Apps the member connected (MCP clients): consents, the clients they registered, token dates — never tokens. */
export const oauthFeature: Feature = {
  name: "connectedApps",
  personalData: {
    references: [
      { column: oauthClient.userId, by: "id", erasure: "cascade" },
      { column: oauthConsent.userId, by: "id", erasure: "cascade" },
      { column: oauthRefreshToken.userId, by: "id", erasure: "cascade" },
      { column: oauthAccessToken.userId, by: "id", erasure: "cascade" },
    ],
    async export(db, { id }) {
      const [consents, clients, grants] = await Promise.all([
        db
          .select({
            clientId: oauthConsent.clientId,
            client: oauthClient.name,
            scopes: oauthConsent.scopes,
            createdAt: oauthConsent.createdAt,
            updatedAt: oauthConsent.updatedAt,
          })
          .from(oauthConsent)
          .leftJoin(oauthClient, eq(oauthClient.clientId, oauthConsent.clientId))
          .where(eq(oauthConsent.userId, id))
          .orderBy(asc(oauthConsent.createdAt)),
        db
          .select({
            clientId: oauthClient.clientId,
            name: oauthClient.name,
            redirectUris: oauthClient.redirectUris,
            createdAt: oauthClient.createdAt,
          })
          .from(oauthClient)
          .where(eq(oauthClient.userId, id)),
        db
          .select({
            clientId: oauthRefreshToken.clientId,
            scopes: oauthRefreshToken.scopes,
            createdAt: oauthRefreshToken.createdAt,
            expiresAt: oauthRefreshToken.expiresAt,
            revoked: oauthRefreshToken.revoked,
          })
          .from(oauthRefreshToken)
          .where(eq(oauthRefreshToken.userId, id))
          .orderBy(asc(oauthRefreshToken.createdAt)),
      ]);
      return { consents, registeredClients: clients, grants };
    },
  },
};
