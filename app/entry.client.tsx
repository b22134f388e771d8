import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadMessages } from "~/app/i18n/i18n";
import { isLocale } from "~/core/locale";

// Only the language the server rendered the page in is loaded, and before hydrating, so the first
// render in the browser says what the HTML says.
const locale = document.documentElement.dataset.locale;

loadMessages(isLocale(locale) ? locale : "en")
  .catch((error: unknown) => console.error(error))
  .finally(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
  });
