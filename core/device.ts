/**
 * Whether a request says it comes from a phone (the `Sec-CH-UA-Mobile` hint, or "Mobi" in the user
 * agent), so a page can draw its phone layout first. A guess the browser corrects by its screen
 * width once the page has loaded.
 */
export function requestSaysPhone(headers: Headers): boolean {
  return headers.get("sec-ch-ua-mobile") === "?1" || /\bMobi/i.test(headers.get("user-agent") ?? "");
}
