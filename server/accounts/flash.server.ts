import type { MessageKey } from "~/core/messages/en";
import { readCookie } from "~/core/locale";
import { getConfig, type AppConfig } from "~/server/config.server";

/** One message to show after a redirect (a toast on the next page), kept in a short-lived cookie. */
const FLASH_COOKIE = "promptario_flash";

export const FLASH_MESSAGES = [
  "auth.loginSuccess",
  "auth.logoutSuccess",
  "auth.emailVerified",
  "auth.resetPage.updated",
  "auth.resetPage.invalid",
  "auth.forgotPage.sent",
  "auth.loginRequired",
  "settings.delete.done",
  "prompt.toast.created",
  "prompt.toast.updated",
  "prompt.toast.published",
  "prompt.toast.unpublished",
  "prompt.toast.deleted",
] as const satisfies readonly MessageKey[];
export type FlashMessage = (typeof FLASH_MESSAGES)[number];

/** Over HTTPS in production the cookie says Secure, as the session cookie does, so plain HTTP never carries it. */
function attributes(config: Pick<AppConfig, "mode" | "publicUrl">): string {
  const secure = config.mode === "production" && config.publicUrl.startsWith("https://");
  return `Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function setFlashCookie(
  message: FlashMessage,
  config: Pick<AppConfig, "mode" | "publicUrl"> = getConfig(),
): string {
  return `${FLASH_COOKIE}=${message}; Max-Age=60; ${attributes(config)}`;
}

export function readFlash(
  request: Request,
  config: Pick<AppConfig, "mode" | "publicUrl"> = getConfig(),
): { message: FlashMessage | null; clear: string | null } {
  const value = readCookie(request.headers.get("cookie"), FLASH_COOKIE);
  if (!value) return { message: null, clear: null };
  const message = (FLASH_MESSAGES as readonly string[]).includes(value) ? (value as FlashMessage) : null;
  return { message, clear: `${FLASH_COOKIE}=; Max-Age=0; ${attributes(config)}` };
}
