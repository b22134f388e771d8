import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, THEME_STORAGE_KEY, type Locale } from "~/core/locale";
import { COUNTRY_COOKIE, TIME_ZONE_COOKIE } from "~/core/plans";

export type ThemePreference = "light" | "dark" | "system";

const ONE_YEAR = 60 * 60 * 24 * 365;

/**
 * Where the boot script keeps a choice of prices made on a page before the picker's code came
 * (components/billing/country-picker.tsx takes it up when it hydrates, `takeEarlyCountry`).
 */
const EARLY_COUNTRY = "__promptarioEarlyCountry";

/** The choice of prices the boot script kept on this page, taken (so it is made once), or null. */
export function takeEarlyCountry(): string | null {
  const held = window as unknown as Record<string, string | undefined>;
  const early = held[EARLY_COUNTRY] ?? null;
  delete held[EARLY_COUNTRY];
  return early;
}

/**
 * Runs before first paint (inline in <head>): applies the stored or system theme so the page never
 * flashes the wrong one, mirrors a stored language choice into the cookie the server reads, and
 * tells the server the browser's time zone (prices in reais for a Brazilian one, core/plans.ts).
 * It also keeps a choice of prices made before the picker hydrates: an offer's code may come after
 * the page's, and React would otherwise put the select back to what the server drew.
 */
export const PREFERENCES_BOOT_SCRIPT = `(function(){try{var z=Intl.DateTimeFormat().resolvedOptions().timeZone;if(z&&document.cookie.indexOf(${JSON.stringify(
  `${TIME_ZONE_COOKIE}=`,
)}+encodeURIComponent(z))===-1){document.cookie=${JSON.stringify(
  `${TIME_ZONE_COOKIE}=`,
)}+encodeURIComponent(z)+";path=/;max-age=${ONE_YEAR};samesite=lax"}}catch(e){}try{var d=document.documentElement;var t=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)});var dark=t==="dark"||(t!=="light"&&matchMedia("(prefers-color-scheme: dark)").matches);d.classList.toggle("dark",dark);d.style.colorScheme=dark?"dark":"light";var l=localStorage.getItem(${JSON.stringify(
  LANGUAGE_STORAGE_KEY,
)});if((l==="en"||l==="pt")&&l!==d.dataset.locale){document.cookie=${JSON.stringify(
  `${LANGUAGE_COOKIE}=`,
)}+l+";path=/;max-age=${ONE_YEAR};samesite=lax";if(document.cookie.indexOf(${JSON.stringify(
  `${LANGUAGE_COOKIE}=`,
)}+l)!==-1)location.reload()}}catch(e){}document.addEventListener("change",function(e){var t=e.target;if(t&&t.getAttribute&&t.getAttribute("data-remember")==="country"&&(t.value==="BR"||t.value==="US")){window[${JSON.stringify(EARLY_COUNTRY)}]=t.value;document.cookie=${JSON.stringify(
  `${COUNTRY_COOKIE}=`,
)}+t.value+";path=/;max-age=${ONE_YEAR};samesite=lax"}},true)})();`;

export function readThemePreference(): ThemePreference {
  const stored = localStorage.getItem(THEME_STORAGE_KEY);
  return stored === "light" || stored === "dark" ? stored : "system";
}

const THEME_EVENT = "promptario:theme";

/** For useSyncExternalStore: the stored theme, in this tab and in others. */
export function subscribeThemePreference(onChange: () => void) {
  window.addEventListener(THEME_EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(THEME_EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

export function applyThemePreference(preference: ThemePreference) {
  if (preference === "system") localStorage.removeItem(THEME_STORAGE_KEY);
  else localStorage.setItem(THEME_STORAGE_KEY, preference);
  const dark =
    preference === "dark" ||
    (preference === "system" && window.matchMedia("(prefers-color-scheme: dark)").matches);
  document.documentElement.classList.toggle("dark", dark);
  document.documentElement.style.colorScheme = dark ? "dark" : "light";
  window.dispatchEvent(new Event(THEME_EVENT));
}

export function rememberLocale(locale: Locale) {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  document.cookie = `${LANGUAGE_COOKIE}=${locale};path=/;max-age=${ONE_YEAR};samesite=lax`;
}
