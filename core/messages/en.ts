import type { accountEn } from "./account.en";
import type { adminEn } from "./admin.en";
import type { calendarEn } from "./calendar.en";
import type { chatEn } from "./chat.en";
import type { communityEn } from "./community.en";
import type { communityPeopleEn } from "./community-people.en";
import type { contentEn } from "./content.en";
import type { filtersEn } from "./filters.en";
import type { focusEn } from "./focus.en";
import type { homeEn } from "./home.en";
import type { integrationsEn } from "./integrations.en";
import type { insightsEn } from "./insights.en";
import type { legendLibraryEn } from "./legend-library.en";
import type { repurposeEn } from "./repurpose.en";
import type { roadmapEn } from "./roadmap.en";
import type { lockerEn } from "./locker.en";
import type { projectsEn } from "./projects.en";
import type { transferEn } from "./transfer.en";
import type { memberPromptsEn } from "./member-prompts.en";
import type { notificationsEn } from "./notifications.en";
import type { supportEn } from "./support.en";
import type { requestsEn } from "./requests.en";
import type { variableEditorEn } from "./variable-editor.en";
import type { variablesEn } from "./variables.en";
import type { versionsEn } from "./versions.en";
import type { billingEn } from "./billing.en";
import { searchEn } from "./search.en";

export const en = {
  // What the billing buttons say when they fail, on any page that has one.
  "pricing.errors.payment": "Error processing payment. Please try again.",
  "pricing.errors.invalidPlan": "Invalid plan selected",
  "pricing.errors.start": "Failed to start subscription process",
  "pricing.errors.portal": "Failed to open subscription management",
  ...searchEn,
  "brand.name": "Promptário",
  "brand.tagline": "The Netflix of prompts",

  "nav.home": "Home",
  "nav.categories": "Categories",
  "nav.featured": "Featured",
  "nav.popular": "Popular",
  "nav.pricing": "Pricing",
  "nav.blog": "Blog",
  "nav.contentCalendar": "Content calendar",
  "nav.menu": "Menu",
  "nav.main": "Main navigation",
  "nav.notifications": "Notifications",
  "nav.notifications.unread": "Notifications, {count, plural, one {# unread} other {# unread}}",
  "nav.skipToContent": "Skip to content",

  "auth.login": "Log in",
  "auth.signup": "Sign up",

  "theme.toggle": "Change theme",
  "theme.light": "Light",
  "theme.dark": "Dark",
  "theme.system": "System",

  "language.menu": "Change language",
  "language.en": "English",
  "language.pt": "Português",

  "footer.about": "Ready-made AI prompts for professionals, in Portuguese and English.",
  "footer.categories": "Categories",
  "footer.allCategories": "All categories",
  "footer.resources": "Resources",
  "footer.legal": "Legal",
  "footer.aboutLink": "About",
  "footer.blog": "Blog",
  "footer.faq": "FAQ",
  "footer.contact": "Contact",
  "footer.guides": "Guides",
  "footer.integrations": "Integrations",
  "footer.roadmap": "Roadmap",
  "footer.changelog": "Changelog",
  "footer.terms": "Terms of Service",
  "footer.privacy": "Privacy Policy",
  "footer.cookies": "Cookie Policy",
  "footer.social": "Promptário on social media",
  "footer.copyright": "Promptário. All rights reserved.",

  "home.meta.title": "Promptário — ready-made AI prompts for professionals",
  "home.meta.description":
    "Browse, fill in and copy expert AI prompts for marketing, programming, design, finance and more. In English and Portuguese.",
  "home.hero.eyebrow": "Trusted by 50,000+ professionals",
  "home.hero.title": "The right prompt changes everything",
  "home.hero.subtitle":
    "Ready-made prompts for ChatGPT, Claude and Gemini, written by specialists. Fill in the blanks, copy, and save 8+ hours a week.",
  "home.hero.getStarted": "Get Started",
  "home.hero.browse": "Browse Prompts",
  "home.categories.title": "Explore by category",
  "home.categories.subtitle": "Twelve areas, from logo design to cash-flow planning.",
  "home.categories.viewAll": "View all categories",
  "home.featured.title": "Featured prompts",
  "home.featured.subtitle": "Hand-picked by our editors this month.",

  "prompt.premium": "Premium",
  "prompt.free": "Free",
  "prompt.viewPrompt": "View Prompt",
  "prompt.text": "Prompt",
  "prompt.instructions": "Instructions",
  "prompt.credits": "Credits",
  "prompt.tags": "Tags",
  "prompt.locked.title": "This is a premium prompt",
  "prompt.locked.body":
    "Subscribe to Creator or Legend to read and copy the full prompt, its instructions and its expert steps.",
  "prompt.locked.cta": "See plans",
  "prompt.forbidden": "Forbidden",
  "prompt.forbidden.hint": "Legend members only",
  "prompt.plan.creator": "Creator",
  "prompt.plan.legend": "Legend",
  "prompt.plan.creator.hint": "Opens with the Creator plan",
  "prompt.plan.legend.hint": "Opens with the Legend plan",
  "prompt.locked.forbidden.title": "A forbidden prompt, for Legend members",
  "prompt.locked.forbidden.body":
    "The forbidden prompts are the sharpest in the library: candid critiques, hard-nosed negotiation plans, teardowns. They are part of the Legend plan only.",
  "prompt.locked.forbidden.cta": "Upgrade to Legend",
  "nav.new": "New",
  "nav.community": "Community",
  "nav.analytics": "Analytics",
  "nav.trends": "Trends",
  "categories.filter.forbidden": "Forbidden only",
  "categories.filter.all": "All prompts",
  "categories.filter.label": "Show",
  "prompt.backToCategories": "Back to categories",
  "prompt.imageAlt": "Cover illustration for {title}",
  "prompt.meta.title": "{title} — Promptário",

  "notFound.title": "404",
  "notFound.heading": "Oops! Page not found",
  "notFound.body": "The page you are looking for does not exist or has moved.",
  "notFound.home": "Return to home",
  "notFound.meta.title": "Page not found — Promptário",

  "error.heading": "Something went wrong",
  "error.body": "We could not load this page. Please try again in a moment.",
  "error.retry": "Try again",
  "error.meta.title": "Error — Promptário",
  "home.carousel.title": "Most popular right now",
  "home.carousel.previous": "Previous prompt",
  "home.carousel.next": "Next prompt",
  "home.carousel.slide": "Prompt {index} of {total}",
  "home.carousel.goTo": "Show prompt {index}",
  "home.benefits.title": "Why professionals choose Promptário",
  "home.benefits.library.title": "A library that keeps growing",
  "home.benefits.library.body": "Hundreds of tested prompts across twelve areas, with new ones every week.",
  "home.benefits.models.title": "Made for specialist work",
  "home.benefits.models.body":
    "Prompts written by practitioners, with roles, context and output formats that get usable answers.",
  "home.benefits.sharing.title": "Fill in, copy, share",
  "home.benefits.sharing.body":
    "Fill in the blanks once, copy the finished prompt or send it to your team in one click.",
  "home.benefits.premium.title": "Premium when you need more",
  "home.benefits.premium.body":
    "Expert steps, early access and tools like Instant Focus and the Legend AI Chat.",
  "recommended.title": "Recommended for you",
  "recommended.subtitle": "Prompts you have not tried yet, picked from how you use the library.",
  "recommended.more": "See your analytics",
  "recommended.reason.alsoUsed": "Members who used “{title}” also used this",
  "recommended.reason.category": "Because you use {category} prompts",
  "recommended.reason.tag": "Because you like prompts tagged “{tag}”",
  "recommended.reason.popular": "Popular this week",
  "recommended.reason.start": "A good place to start",
  "home.popularWeek.title": "Popular this week",
  "home.popularWeek.subtitle": "What other professionals are copying right now.",
  "home.cta.title": "Ready to work with better prompts?",
  "home.cta.body": "Start free, then unlock premium prompts and expert steps when you are ready.",
  "home.cta.button": "See plans",

  "prompt.tabs.label": "Prompt sections",
  "prompt.copy": "Copy prompt",
  "prompt.copied": "Copied!",
  "prompt.copiedToast": "Copied to clipboard",
  "prompt.copyFailed": "Could not copy. Select the text and copy it by hand.",
  "prompt.toast.created": "Prompt created",
  "prompt.toast.updated": "Prompt updated",
  "prompt.toast.published": "Prompt published: everyone can find it now",
  "prompt.toast.unpublished": "Prompt unpublished: only you can see it",
  "prompt.toast.deleted": "Prompt deleted",
  "prompt.author.by": "By {name}",
  "prompt.owner.published": "Published",
  "prompt.owner.private": "Private",
  "prompt.owner.privateHint": "Only you can see this prompt. Publish it when it is ready to share.",
  "prompt.owner.publishedHint": "Published: anyone can find and copy this prompt.",
  "prompt.owner.publish": "Publish",
  "prompt.owner.unpublish": "Make private",
  "prompt.owner.edit": "Edit",
  "prompt.owner.delete": "Delete",
  "prompt.owner.deleteTitle": "Delete this prompt?",
  "prompt.owner.deleteBody":
    "“{title}” will be removed for good, along with the favourites and calendar entries that point to it.",
  "prompt.owner.deleteConfirm": "Delete prompt",
  "prompt.owner.cancel": "Cancel",
  "prompt.owner.hiddenByModeration":
    "An admin hid this prompt after a report, so it cannot be published again.",
  "forms.errors.controlCharacters": "Remove the invisible control characters from this field",
  "account.focus": "Instant Focus",
  "account.chat": "Legend AI Chat",
  "account.support": "Chat with us",
  "account.locker": "Legend Vault",
  "account.projects": "Projects",
  "account.repurpose": "Content repurposer",
  "account.createPrompt": "Create prompt",
  "account.requests": "Request a prompt",
  "prompt.share": "Share",
  "prompt.sharedToast": "Shared successfully",
  "prompt.linkCopiedToast": "Link copied to clipboard",
  "prompt.favorite.save": "Save to favorites",
  "prompt.markUsed": "Mark as used",
  "prompt.loginRequired": "Please log in to continue",
  "prompt.loginToSave": "Log in to save your favorite prompts.",
  "prompt.loginToMarkUsed": "Log in to keep track of the prompts you use.",
  "prompt.loginAction": "Log in",
  "prompt.placeholders.title": "Fill in the blanks",
  "prompt.placeholders.hint": "Whatever you type replaces the matching [placeholder] in the prompt above.",
  "prompt.placeholders.clear": "Clear fields",
  "prompt.placeholders.complete": "All blanks filled",
  "prompt.placeholders.filled": "{filled} of {total} filled",
  "prompt.preview": "Preview",
  "prompt.openIn": "Open in {name}",
  "prompt.openInGeminiHint": "Gemini does not accept text in a link: we copy the prompt so you can paste it.",
  "prompt.locker.save": "Save to Vault",
  "prompt.locker.saving": "Saving…",
  "prompt.locker.open": "Open in your Vault",
  "prompt.locker.saved": "Saved to your Vault",
  "prompt.locker.savedBody": "Adapt your copy there; the original stays as it is.",
  "prompt.locker.failed": "Could not save to your Vault",
  "prompt.locker.openAction": "Open",
  "prompt.openInLabel": "Send to an AI chat",
  "prompt.steps.title": "Expert steps",
  "prompt.steps.subtitle": "Follow-up moves a specialist makes after the first answer.",
  "prompt.steps.lockedForbidden": "The five expert steps of a forbidden prompt are part of the Legend plan.",
  "prompt.steps.locked": "The five expert steps for this prompt are included in Creator and Legend.",
  "prompt.noInstructions": "This prompt has no extra instructions: fill in the blanks and copy it.",
  "prompt.instructionsLocked": "The instructions are part of the full prompt.",
  "prompt.related": "Related prompts",
  "prompt.author": "By {name}",
  "prompt.publishedOn": "Published on {date}",
  "prompt.privateCreatedOn": "Private — only you can see it · Created on {date}",
  "prompt.versions": "Updated on {date} · {count, plural, one {# version} other {# versions}}",
  "prompt.historyLink": "History",
  "prompt.notFoundToast": "Prompt not found",
  "prompt.locked.earlyAccess.title": "New prompt: early access",
  "prompt.locked.earlyAccess.body":
    "Prompts from the last 30 days are open to Creator and Legend members first. It becomes free 30 days after publication.",
  "prompt.locked.categoryLimit.title": "Unlock the whole category",
  "prompt.locked.categoryLimit.body":
    "The free plan includes the first 5 prompts of each category. Creator and Legend open them all.",
  "prompt.sidebar.actions": "Prompt actions",
  "prompt.sidebar.upgradeTitle": "Get the full library",
  "prompt.sidebar.upgradeBody": "Premium prompts, expert steps and unlimited favorites from {price} a month.",

  "categories.meta.title": "Browse AI prompts by category — Promptário",
  "categories.meta.description":
    "Search ready-made AI prompts for marketing, programming, design, finance, nutrition, education and more.",
  "categories.title": "Explore prompts",
  "categories.subtitle": "Search the whole library or pick a category.",
  "categories.searchLabel": "Search prompts",
  "categories.searchPlaceholder": "Search titles, tags and text…",
  "categories.all": "All",
  "categories.tabsLabel": "Filter by category",
  "categories.results": "{count, plural, one {# prompt} other {# prompts}}",
  "categories.results.capped": "More than {count} prompts",
  "categories.refine": "Add a word to narrow the search and see the others.",
  "categories.resultsFor": "for “{query}”",
  "categories.clear": "Clear search",
  "categories.empty.title": "No prompts found",
  "categories.empty.body": "Try other words, check the spelling or look in all categories.",
  "categories.loading": "Searching…",
  "categories.loadMore": "Show more",

  "category.meta.title": "{title} prompts — Promptário",
  "category.meta.description":
    "Ready-made {title} prompts for ChatGPT, Claude and Gemini, in English and Portuguese.",
  "category.breadcrumb": "Breadcrumb",
  "category.count": "{count, plural, one {# prompt in this category} other {# prompts in this category}}",
  "category.more": "Show more",
  "category.loadingMore": "Loading more…",
  "category.capped": "These are the first {count}. Search this category to find the rest.",
  "category.searchIn": "Search this category",
  "category.empty.title": "No prompts here yet",
  "category.empty.body":
    "We are writing the first prompts for this category. Browse the others in the meantime.",
  "category.notFound.title": "Category not found",
  "category.notFound.body": "This category does not exist. See every category instead.",
  "category.notFound.action": "See all categories",

  "featured.meta.title": "Featured AI prompts — Promptário",
  "featured.meta.description":
    "Trending, new and popular AI prompts, chosen from what professionals copy every day.",
  "featured.title": "Featured prompts",
  "featured.subtitle": "What is trending, what is new and what everybody keeps coming back to.",
  "featured.tabs.trending": "Trending",
  "featured.tabs.new": "New",
  "featured.tabs.popular": "Popular",
  "featured.tabsLabel": "Featured lists",

  "popular.meta.title": "Popular AI prompts — Promptário",
  "popular.meta.description": "The prompts professionals copy and use the most on Promptário.",
  "popular.title": "Popular prompts",
  "popular.subtitle": "The prompts our members copy and use the most.",

  "list.empty": "Nothing to show here yet.",
  "auth.processing": "Processing…",
  "auth.loginSuccess": "Welcome back!",
  "auth.logoutSuccess": "You have been logged out.",
  "auth.emailVerified": "Email confirmed. Welcome to Promptário!",
  "auth.forgotPage.sent": "If an account exists for that email, a reset link is on its way.",
  "auth.resetPage.invalid": "Invalid reset link",
  "auth.resetPage.updated": "Password updated. Log in with your new password.",
  "auth.loginRequired": "Please log in to continue",

  "account.menu": "Account menu",
  "account.profile": "Profile",
  "account.settings": "Settings",
  "account.admin": "Admin dashboard",
  "account.logout": "Log out",
  "prompt.favorite.remove": "Remove from favorites",
  "prompt.favorite.added": "Added to favorites",
  "prompt.favorite.removed": "Removed from favorites",
  "prompt.favorite.limit":
    "The free plan keeps up to {limit, plural, one {# favorite} other {# favorites}}. Upgrade to save as many as you like.",
  "prompt.favorite.failed": "Failed to update favorites",
  "prompt.usedToday": "Used today",
  "prompt.markedUsed": "Marked as used",
  "prompt.markUsedFailed": "Error updating status",
  "prompt.upgradeAction": "See plans",

  "settings.delete.done": "Your account was deleted.",

  "dialog.discard.title": "Discard your changes?",
  "dialog.discard.body": "What you typed here has not been saved.",
  "dialog.discard.keep": "Keep editing",
  "dialog.discard.confirm": "Discard",
  "dialog.unavailable.body":
    "This window could not open: it needs a connection the first time. Check your connection and try again.",
  "dialog.unavailable.close": "Close",

  "actionFailure.offline": "Could not reach the server. Check your connection and try again.",
  "actionFailure.server": "Something went wrong on our side. What you typed is still here; try again.",
  "actionFailure.retry": "Retry",
  "community.upvotes.count": "{count} upvotes",
  "error.offline.heading": "No connection",
  "error.offline.body": "We could not reach the server. Check your connection and try again.",
} as const;

/** The messages every page may use; each page's language loads them before hydrating. */
export type CoreMessageKey = keyof typeof en;
/**
 * Every key, the areas' included (the admin dashboard, the prompt form): those ship with their
 * pages' own code (app/routes/admin.tsx, the prompt form's routes), not to every public page.
 */
export type MessageKey =
  | CoreMessageKey
  | keyof typeof adminEn
  | keyof typeof memberPromptsEn
  | keyof typeof chatEn
  | keyof typeof focusEn
  | keyof typeof filtersEn
  | keyof typeof lockerEn
  | keyof typeof projectsEn
  | keyof typeof transferEn
  | keyof typeof calendarEn
  | keyof typeof integrationsEn
  | keyof typeof legendLibraryEn
  | keyof typeof repurposeEn
  | keyof typeof insightsEn
  | keyof typeof contentEn
  | keyof typeof accountEn
  | keyof typeof billingEn
  | keyof typeof homeEn
  | keyof typeof communityEn
  | keyof typeof roadmapEn
  | keyof typeof notificationsEn
  | keyof typeof supportEn
  | keyof typeof communityPeopleEn
  | keyof typeof requestsEn
  | keyof typeof variablesEn
  | keyof typeof variableEditorEn
  | keyof typeof versionsEn;
