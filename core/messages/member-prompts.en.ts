// Messages of the prompt form and "My prompts" (issue 13): they ship with those pages' code, not with
// every public page (app/routes/create-prompt.tsx registers them).
export const memberPromptsEn = {
  "memberPrompts.errors.required": "Please fill in all required fields",
  "memberPrompts.errors.titleMax": "Use at most 120 characters",
  "memberPrompts.errors.taglineMax": "Use at most 160 characters",
  "memberPrompts.errors.descriptionMax": "Use at most 500 characters",
  "memberPrompts.errors.promptTextMax": "Use at most 20,000 characters",
  "memberPrompts.errors.instructionsMax": "Use at most 5,000 characters",
  "memberPrompts.errors.creditsMax": "Use at most 300 characters",
  "memberPrompts.errors.tagsCount": "Use at most 10 tags",
  "memberPrompts.errors.tagLength": "Each tag can have at most 30 characters",
  "memberPrompts.errors.choice": "Choose one of the options",
  "memberPrompts.errors.category": "Choose a category",
  "memberPrompts.errors.controlCharacters": "Remove the invisible control characters from this field",
  "memberPrompts.errors.dailyLimit": "You have created 30 prompts in the last 24 hours, the daily limit. Try again tomorrow.",
  "memberPrompts.errors.createFailed": "Error creating prompt",
} as const;
