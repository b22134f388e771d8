import type { versionsEn } from "./versions.en";

export const versionsPt: Record<keyof typeof versionsEn, string> = {
  "versions.diff.version": "Versão {number}",
  "versions.diff.added": "adicionado",
  "versions.diff.removed": "removido",
};
