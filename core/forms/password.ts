// Apart from auth.ts's schemas: a form that only shows the rule does not bring zod to the browser
// (a module's exports are kept or dropped for every page together, and the sign-in page checks with
// the schemas).

/** The one password rule: the forms show it, the actions and Better Auth check it. */
export const PASSWORD_MIN_LENGTH = 6;
