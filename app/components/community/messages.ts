import { provideAreaMessages } from "~/app/i18n/i18n";
import { communityEn } from "~/core/messages/community.en";
import { communityPt } from "~/core/messages/community.pt";

// The community's words ship with the pages that show it (the prompt page, /admin).
provideAreaMessages({ en: communityEn, pt: communityPt });
