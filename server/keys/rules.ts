import { API_KEY_NAME_MAX } from "~/core/forms/api-key";

/** The shape and limits of API keys (docs/decisions/0007); shared by the settings form, the auth plugin and the docs. */
export const API_KEY_RULES = {
  /** every key starts with this, so a leaked one is easy to recognise (and to scan for) */
  prefix: "prm_",
  /** random characters after the prefix */
  randomLength: 48,
  /** characters shown in the list, the prefix included */
  startLength: 10,
  nameMaxLength: API_KEY_NAME_MAX,
  maxExpiryDays: 365,
  /** requests per key per window, whatever the key is used for */
  rateMax: 120,
  rateWindowMs: 60_000,
  /** keys a member may hold at once */
  perMember: 20,
} as const;
