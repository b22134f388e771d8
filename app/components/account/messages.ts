import { provideAreaMessages } from "~/app/i18n/i18n";
import { accountEn } from "~/core/messages/account.en";
import { accountPt } from "~/core/messages/account.pt";

// Signing in and up, password reset, settings, the profile and the digest: their messages ship with
// those pages, not with every catalogue page (decision 0005). Each of those routes imports this module.
provideAreaMessages({ en: accountEn, pt: accountPt });
