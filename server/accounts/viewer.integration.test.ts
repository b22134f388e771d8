import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { markRead, notify } from "~/server/notifications/notifications.server";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";
import { createAuthFor, type Auth } from "./auth.server";
import { session as sessionTable } from "./schema";
import { createTestMember, type TestMember } from "./testing.server";
import { createMemberLookup } from "./viewer.server";

let testDb: TestDatabase;
let auth: Auth;
let member: TestMember;

beforeAll(async () => {
  testDb = await createTestDatabase();
  auth = createAuthFor(testDb.db);
  member = await createTestMember(auth, testDb.db);
});
afterAll(async () => {
  await testDb.close();
});

/** Signs the member in as a browser does and returns the Cookie header it would send back. */
async function signInCookie(): Promise<{ cookie: string; token: string }> {
  const { headers, response } = await auth.api.signInEmail({
    body: { email: member.email, password: member.password },
    returnHeaders: true,
  });
  const cookie = headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return { cookie, token: response.token };
}

/** Who the page behind `cookie` is for (a fresh lookup, as for a new request). */
async function pageMember(cookie: string) {
  const members = createMemberLookup(async () => ({ db: testDb.db, auth }));
  return members(new Request("http://localhost/focus", { headers: { cookie } }));
}

const sessionRow = async (token: string) =>
  (await testDb.db.select().from(sessionTable).where(eq(sessionTable.token, token)))[0];

describe("the member behind a session cookie", () => {
  it("is the signed-in member, with their plan", async () => {
    const { cookie } = await signInCookie();
    const found = await pageMember(cookie);
    expect(found?.user.id).toBe(member.userId);
    expect(found?.viewer).toMatchObject({
      kind: "member",
      userId: member.userId,
      tier: "free",
      isAdmin: false,
    });
  });

  it("comes with the header bell's count of unread notifications, read afresh", async () => {
    const { cookie } = await signInCookie();
    expect((await pageMember(cookie))?.unreadNotifications).toBe(0);
    const now = new Date();
    for (const id of [1, 2]) {
      await notify(testDb.db, {
        recipientId: member.userId,
        kind: "roadmap_status",
        subject: { type: "roadmap_item", id, title: "Dark mode", url: `/roadmap/${id}` },
        detail: { status: "done" },
        now,
      });
    }
    expect((await pageMember(cookie))?.unreadNotifications).toBe(2);
    await markRead(testDb.db, member.userId, "all", now);
    expect((await pageMember(cookie))?.unreadNotifications).toBe(0);
  });

  it("is nobody when the cookie's signature does not match its token", async () => {
    const { cookie } = await signInCookie();
    // Another member's token under this one's signature, and a changed signature.
    const other = await createTestMember(auth, testDb.db);
    const [name, value] = cookie.split(/=(.*)/s) as [string, string];
    const signature = decodeURIComponent(value).split(".")[1]!;
    expect(
      await pageMember(`${name}=${encodeURIComponent(`${other.sessionToken}.${signature}`)}`),
    ).toBeNull();
    const flipped = signature.startsWith("A") ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    const token = decodeURIComponent(value).split(".")[0]!;
    expect(await pageMember(`${name}=${encodeURIComponent(`${token}.${flipped}`)}`)).toBeNull();
    expect(await pageMember(`${name}=${token}`)).toBeNull();
    // A signature of the right length in characters, not in bytes, is no signature either.
    const accented = `${"é".repeat(43)}=`;
    expect(await pageMember(`${name}=${encodeURIComponent(`${token}.${accented}`)}`)).toBeNull();
  });

  it("is nobody as soon as the session is signed out", async () => {
    const { cookie, token } = await signInCookie();
    expect(await pageMember(cookie)).not.toBeNull();
    await auth.api.signOut({ headers: new Headers({ cookie }) });
    expect(await sessionRow(token)).toBeUndefined();
    expect(await pageMember(cookie)).toBeNull();
  });

  it("is nobody once the session has expired, and the session is deleted", async () => {
    const { cookie, token } = await signInCookie();
    await testDb.db
      .update(sessionTable)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessionTable.token, token));
    expect(await pageMember(cookie)).toBeNull();
    expect(await sessionRow(token)).toBeUndefined();
  });

  it("extends a session in daily use, as Better Auth does, and keeps the member signed in", async () => {
    const { cookie, token } = await signInCookie();
    // Signed in eight days ago for a week, last extended yesterday: two hours left, due for a refresh.
    const nearlyOver = new Date(Date.now() - 1000 + 2 * 60 * 60 * 1000);
    await testDb.db.update(sessionTable).set({ expiresAt: nearlyOver }).where(eq(sessionTable.token, token));
    expect((await pageMember(cookie))?.user.id).toBe(member.userId);
    const refreshed = await sessionRow(token);
    expect(refreshed!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 60 * 60 * 1000);
  });

  it("leaves a session that is not due for a refresh as it was", async () => {
    const { cookie, token } = await signInCookie();
    const before = await sessionRow(token);
    expect((await pageMember(cookie))?.user.id).toBe(member.userId);
    expect((await sessionRow(token))!.expiresAt).toEqual(before!.expiresAt);
  });
});
