import { provideAreaMessages } from "~/app/i18n/i18n";
import { roadmapEn } from "~/core/messages/roadmap.en";
import { roadmapPt } from "~/core/messages/roadmap.pt";

// The roadmap's words ship with its pages (/roadmap, /roadmap/:id, /changelog).
provideAreaMessages({ en: roadmapEn, pt: roadmapPt });
