import { redirect } from "react-router";
import { getCurrentMember, type CurrentMember } from "./viewer.server";

/** Pages for members: without a session, go to /login and come back here afterwards. */
export async function requireMember(request: Request): Promise<CurrentMember> {
  const member = await getCurrentMember(request);
  if (!member) {
    const url = new URL(request.url);
    throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return member;
}
