import { provideAreaMessages } from "~/app/i18n/i18n";
import { billingEn } from "~/core/messages/billing.en";
import { billingPt } from "~/core/messages/billing.pt";

// Plans, checkout and subscription management: their messages ship with the pages and cards that
// show them (pricing, settings, the subscriber's card), not with every catalogue page (decision 0005).
provideAreaMessages({ en: billingEn, pt: billingPt });
