import { safeRedirect } from "~/core/forms/auth";
import { setFlashCookie } from "~/server/accounts/flash.server";
import { redirectBack } from "~/server/accounts/redirect-back.server";
import type { Route } from "./+types/auth-verified";

/** Where the verification link lands once Better Auth has verified and signed the member in. */
export function loader({ request }: Route.LoaderArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
  return redirectBack(redirectTo, { headers: { "Set-Cookie": setFlashCookie("auth.emailVerified") } });
}
