// What a prompt's fill-in form says (its fields, the values' problems, where they are kept): it ships
// with the form's code (app/components/prompts). The editors' messages are in variable-editor.
export const variablesEn = {
  "variables.value.required": "Fill this in.",
  "variables.value.tooLong": "Use at most {max} characters.",
  "variables.value.notOption": "Choose one of: {options}.",
  "variables.value.notDate": "Enter a date.",
  "variables.value.notNumber": "Enter a number.",
  "variables.value.belowMin": "Enter {min} or more.",
  "variables.value.aboveMax": "Enter {max} or less.",

  "variables.form.optional": "optional",
  "variables.form.builtin": "filled in for you",
  "variables.form.choose": "Choose…",
  "variables.form.range": "From {min} to {max}",
  "variables.form.min": "{min} or more",
  "variables.form.max": "Up to {max}",
  "variables.form.fixFirst":
    "{count, plural, one {One field needs} other {# fields need}} a fix before copying.",
  "variables.form.keptAccount": "Your answers are kept on your account for next time.",
  "variables.form.keptDevice": "Your answers are kept on this device for next time.",
  "variables.form.keepFailed": "Your answers were not kept on your account.",
  "variables.form.keepOffline":
    "Your answers are not kept on your account yet: there is no connection. They will be as soon as you are back online.",
  "variables.form.fixBefore": "{count, plural, one {One field needs} other {# fields need}} a fix first.",
  "variables.form.preview": "How it will read",
  "variables.form.fill": "Fill in and copy",
  "variables.form.copied": "Filled prompt copied.",
  "variables.form.copyFailed": "Could not copy. Select the text and copy it by hand.",
  "variables.form.help": "How variables work",
} as const;
