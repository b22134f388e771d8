import { provideAreaMessages } from "~/app/i18n/i18n";
import { supportEn } from "~/core/messages/support.en";
import { supportPt } from "~/core/messages/support.pt";

// Chat support's words ship with the pages that show it (/support, /admin).
provideAreaMessages({ en: supportEn, pt: supportPt });
