// Messages of /requests, the members' prompt requests: they ship with that page.
export const requestsEn = {
  "requests.meta.title": "Request a prompt — Promptário",
  "requests.title": "Request a prompt",
  "requests.subtitle":
    "Need a prompt the library doesn't have yet? Tell us what it is for and the team writes it for you. The answer shows up here, under the bell and in your mail.",
  "requests.form.heading": "New request",
  "requests.form.purpose": "What is the prompt for?",
  "requests.form.purposeHint":
    "The task, who it is for and what it should achieve. At least {min} characters, at most {max}.",
  "requests.form.aiTool": "Which AI will you use it with?",
  "requests.form.aiTool.any": "Any AI",
  "requests.form.aiTool.other": "Another AI",
  "requests.form.example": "An example of the output you want (optional)",
  "requests.form.exampleHint":
    "Paste or describe a result you would be happy with. At most {max} characters.",
  "requests.form.submit": "Send request",
  "requests.form.sending": "Sending…",
  "requests.form.sent": "Request sent. We'll let you know as soon as it is answered.",
  "requests.form.failed": "Your request was not sent.",
  "requests.form.waiting":
    "{count, plural, =0 {No request waiting for an answer} one {# request waiting for an answer} other {# requests waiting for an answer}}, out of {limit} at once.",
  "requests.limit":
    "You have {limit} requests waiting for an answer, the most at once. You can send a new one as soon as one of them is answered.",
  "requests.errors.purposeShort": "Say what the prompt is for in at least {min} characters.",
  "requests.errors.tooLong": "This is too long: at most {max} characters.",
  "requests.errors.aiTool": "Choose the AI you'll use it with.",
  "requests.errors.characters": "Remove the invisible characters from the text.",
  "requests.errors.plan": "Requesting prompts is part of the Creator and Legend plans.",
  "requests.upsell.title": "Prompts made to order come with Creator and Legend",
  "requests.upsell.body":
    "Subscribers ask the team for the prompts their work needs, and read the answer here.",
  "requests.upsell.cta": "See plans",
  "requests.list.heading": "Your requests",
  "requests.list.empty":
    "You haven't asked for a prompt yet. Your requests and their answers will show up here.",
  "requests.status.open": "Open",
  "requests.status.in_progress": "In progress",
  "requests.status.done": "Done",
  "requests.status.declined": "Declined",
  "requests.sentOn": "Sent on {date}",
  "requests.forTool": "For {tool}",
  "requests.example": "Example of the output",
  "requests.answer": "The team's answer",
  "requests.prompt": "Written for you: {title}",
  "requests.promptUntitled": "your prompt",
  "requests.openPrompt": "Open the prompt",
} as const;
