import type { MessageKey } from "~/core/messages/en";
import { readCookie } from "~/core/locale";

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

export function setFlashCookie(message: FlashMessage): string {
  return `${FLASH_COOKIE}=${message}; Path=/; Max-Age=60; HttpOnly; SameSite=Lax`;
}

export function readFlash(request: Request): { message: FlashMessage | null; clear: string | null } {
  const value = readCookie(request.headers.get("cookie"), FLASH_COOKIE);
  if (!value) return { message: null, clear: null };
  const message = (FLASH_MESSAGES as readonly string[]).includes(value) ? (value as FlashMessage) : null;
  return { message, clear: `${FLASH_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax` };
}
