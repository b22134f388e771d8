import { redirect } from "react-router";
import { getAuth } from "~/server/accounts/auth.server";
import { setFlashCookie } from "~/server/accounts/flash.server";
import type { Route } from "./+types/logout";

/** Logout signs out, shows a success toast and goes to /login. */
export async function action({ request }: Route.ActionArgs) {
  const auth = await getAuth();
  const result = await auth.api
    .signOut({ headers: request.headers, returnHeaders: true })
    .catch(() => ({ headers: new Headers() }));
  const headers = new Headers();
  for (const cookie of result.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", setFlashCookie("auth.logoutSuccess"));
  return redirect("/login", { headers });
}

export function loader() {
  return redirect("/");
}
