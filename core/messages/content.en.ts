// Messages of the information pages (blog, guides, about, FAQ, contact, legal). The pages' own text
// lives in content/ as Markdown; these are the words around it.
export const contentEn = {
  "content.blog.meta.title": "Blog: prompt craft, templates and AI workflows",
  "content.blog.meta.description":
    "Practical articles on writing better AI prompts: structure, reusable templates with placeholders, follow-up prompts and judging AI output.",
  "content.blog.title": "The Promptário blog",
  "content.blog.subtitle":
    "Practical articles on getting better results from AI, written by the people who build our prompt library.",
  "content.blog.empty": "No articles yet. Check back soon.",
  "content.blog.readTime": "{minutes} min read",
  "content.blog.readArticle": "Read article",
  "content.blog.byAuthor": "By {author}",
  "content.blog.related": "Related articles",
  "content.blog.cta.title": "Put it into practice with ready-made prompts",
  "content.blog.cta.body":
    "Creator and Legend unlock the full library, premium prompts and expert steps, so you start every task from a prompt that already works.",
  "content.blog.cta.action": "See plans",
  "content.blog.notFound.metaTitle": "Post not found — Promptário",
  "content.blog.notFound.title": "Post not found",
  "content.blog.notFound.body":
    "This article does not exist or has been removed. The others are waiting on the blog.",
  "content.blog.notFound.back": "Back to the blog",

  "content.guides.meta.title": "Guides: from your first prompt to expert workflows",
  "content.guides.meta.description":
    "Step-by-step guides to Promptário: find and fill in prompts, write prompts like an expert, and illustrated walkthroughs of the content calendar, Instant Focus and Legend Vault.",
  "content.guides.breadcrumb": "Guides",
  "content.guides.title": "Guides",
  "content.guides.subtitle":
    "Step-by-step guides for getting the most out of Promptário and out of the AI tools you already use.",
  "content.guides.position": "Guide {position}",
  "content.guides.level.beginner": "Beginner",
  "content.guides.level.intermediate": "Intermediate",
  "content.guides.level.advanced": "Advanced",
  "content.guides.moreInSection": "More guides in this section",
  "content.guides.previous": "Previous guide",
  "content.guides.next": "Next guide",
  "content.guides.all": "All guides",

  "content.about.claims.professionals.value": "50,000+",
  "content.about.claims.professionals.label": "professionals use Promptário",
  "content.about.claims.hours.value": "8+ hours",
  "content.about.claims.hours.label": "saved per week",
  "content.about.mission": "Our mission",
  "content.about.vision": "Our vision",
  "content.about.benefits": "Why professionals choose Promptário",
  "content.about.story": "Our story",
  "content.about.cta.title": "Start from a prompt that works",
  "content.about.cta.body":
    "Create a free Explorer account in a minute, or compare the plans to unlock the full library.",
  "content.about.cta.signup": "Create a free account",
  "content.about.cta.pricing": "See plans",

  "content.faq.contact.title": "Still have a question?",
  "content.faq.contact.body": "Write to us and a person from our team will answer.",
  "content.faq.contact.action": "Contact us",

  "content.contact.meta.title": "Contact us",
  "content.contact.meta.description":
    "Questions, suggestions or a prompt you would like to see in the library? Write to the Promptário team by email or through the contact form.",
  "content.contact.breadcrumb": "Contact",
  "content.contact.title": "Contact us",
  "content.contact.subtitle":
    "Questions about a plan, a suggestion or a prompt you would like to see in the library? We would love to hear from you.",
  "content.contact.details.title": "Other ways to reach us",
  "content.contact.details.email": "Email",
  "content.contact.details.company": "Company",
  "content.contact.details.address": "Promptário Tecnologia Ltda., São Paulo, Brazil",
  "content.contact.liveChat.title": "Live Chat",
  "content.contact.liveChat.hours": "Monday to Friday, 9am to 5pm EST",
  "content.contact.liveChat.days": "{from} to {to}",
  "content.contact.liveChat.local": "In your time zone ({zone}): {days}, {opens} to {closes}",
  "content.contact.liveChat.who": "Chat support is included in the Legend plan.",
  "content.contact.liveChat.yours": "Chat support is open to you.",
  "content.contact.liveChat.cta": "Chat with us",
  "content.contact.form.title": "Send us a message",
  "content.contact.form.subtitle": "All fields are required. We reply to the email address you give us.",
  "content.contact.answerTime": "We usually answer within three business days.",
  "content.contact.priority.title": "You have priority support.",
  "content.contact.priority.body":
    "Your message goes to the top of our inbox, and we answer within one business day.",
  "content.contact.fields.name": "Name",
  "content.contact.fields.email": "Email",
  "content.contact.fields.subject": "Subject",
  "content.contact.fields.message": "Message",
  "content.contact.fields.honeypot": "Leave this field empty",
  "content.contact.send": "Send message",
  "content.contact.sending": "Sending…",
  "content.contact.sent": "Message sent",
  "content.contact.errors.required": "This field is required.",
  "content.contact.errors.email": "Enter a valid email address.",
  "content.contact.errors.nameMax": "The name can have at most 100 characters.",
  "content.contact.errors.emailMax": "The email address can have at most 254 characters.",
  "content.contact.errors.subjectMax": "The subject can have at most 150 characters.",
  "content.contact.errors.messageMax": "The message can have at most 5,000 characters.",
  "content.contact.errors.rateLimited":
    "You have sent several messages in a short time. Please wait a few minutes and try again.",
  "content.contact.errors.failed": "Sorry, there was an error sending your message. Please try again.",

  "content.legal.lastUpdated": "Last updated:",
  "content.help.breadcrumb": "Help",
  "content.help.try.title": "Try it",
  "content.help.try.body":
    "An example written with the variables above: fill it in and watch the prompt change. Nothing here is kept.",
} as const;
