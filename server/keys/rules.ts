/** The shape and limits of API keys (issue 20); shared by the settings form, the auth plugin and the docs. */
export const API_KEY_RULES = {
  /** every key starts with this, so a leaked one is easy to recognise (and to scan for) */
  prefix: "prm_",
  /** random characters after the prefix */
  randomLength: 48,
  /** characters shown in the list, the prefix included */
  startLength: 10,
  nameMaxLength: 50,
  maxExpiryDays: 365,
  /** requests per key per window, whatever the key is used for */
  rateMax: 120,
  rateWindowMs: 60_000,
  /** keys a member may hold at once */
  perMember: 20,
} as const;

/** Expiry choices offered in settings, in days; null means the key does not expire. */
export const API_KEY_EXPIRY_DAYS = [null, 7, 30, 90, 365] as const;
