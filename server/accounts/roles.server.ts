import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { user, userRoles } from "./schema";

export class UnknownAccountError extends Error {
  constructor(email: string) {
    super(`No account with the email ${email}.`);
    this.name = "UnknownAccountError";
  }
}

/**
 * Makes the account with this email an admin (an admin row in user_roles). Granting it
 * again changes nothing.
 */
export async function grantAdmin(db: Database, email: string): Promise<{ userId: string }> {
  // Better Auth stores emails in lower case.
  const [found] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, email.trim().toLowerCase()))
    .limit(1);
  if (!found) throw new UnknownAccountError(email.trim());
  await db.insert(userRoles).values({ userId: found.id, role: "admin" }).onConflictDoNothing();
  return { userId: found.id };
}
