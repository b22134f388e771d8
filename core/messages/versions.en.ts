// Messages of the word-by-word comparison of two versions, shared by every history that shows one.
export const versionsEn = {
  "versions.diff.version": "Version {number}",
  "versions.diff.added": "added",
  "versions.diff.removed": "removed",
};
