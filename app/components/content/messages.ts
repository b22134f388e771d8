import { provideAreaMessages } from "~/app/i18n/i18n";
import { contentEn } from "~/core/messages/content.en";
import { contentPt } from "~/core/messages/content.pt";

// The blog, guides, FAQ, about, contact and legal pages' messages ship with those pages, not with
// every catalogue page (decision 0005). Each content route imports this module.
provideAreaMessages({ en: contentEn, pt: contentPt });
