// Messages of the member's home page (/ signed in) and of the library's first days on /new and
// /trends: they ship with those pages' code.
export const homeEn = {
  "memberHome.greeting": "Welcome back, {name}",
  "memberHome.greetingNoName": "Welcome back",
  "memberHome.today": "Today is {date}.",
  "memberHome.browse": "Browse the library",
  "memberHome.open": "Open",
  "memberHome.seeAll": "See all",

  "memberHome.calendar.title": "Today's plan",
  "memberHome.calendar.empty": "Nothing planned today.",
  "memberHome.calendar.emptyAction": "Plan a prompt",
  "memberHome.calendar.more": "{count} more today",
  "memberHome.calendar.reminder": "Reminder on",
  "memberHome.calendar.locked": "Locked on your plan",

  "memberHome.focus.title": "Focus session",
  "memberHome.focus.resume": "Resume",
  "memberHome.focus.tasks": "{done} of {total} tasks done",
  "memberHome.focus.noTasks": "No tasks yet",
  "memberHome.focus.empty": "No session in progress.",
  "memberHome.focus.emptyAction": "Start a focus session",
  "memberHome.focus.untitled": "Untitled session",

  "memberHome.chats.title": "Recent chats",
  "memberHome.chats.empty": "No conversations yet.",
  "memberHome.chats.emptyAction": "Ask the AI",

  "memberHome.recent.title": "Recently used",
  "memberHome.recent.empty": "Prompts you copy or mark as used show up here.",
  "memberHome.recent.emptyAction": "Find a prompt",

  "memberHome.favorites.title": "Saved prompts",
  "memberHome.favorites.empty": "Save a prompt with the heart to keep it at hand.",
  "memberHome.favorites.emptyAction": "See featured prompts",

  "memberHome.tools.title": "Your tools",
  "memberHome.tools.subtitle": "Everything your plan includes, one click away.",
  "memberHome.tools.create": "Create a prompt",
  "memberHome.tools.calendar": "Content calendar",
  "memberHome.tools.focus": "Instant Focus",
  "memberHome.tools.chat": "Legend AI Chat",
  "memberHome.tools.locker": "Legend Vault",
  "memberHome.tools.trends": "Daily trends",
  "memberHome.tools.analytics": "Your analytics",
  "memberHome.tools.profile": "Profile and favourites",
  "memberHome.tools.new": "New this week",
  "memberHome.upsell":
    "Legend adds the Legend AI Chat, daily trends, the Legend Vault and picks made for you.",
  "memberHome.upsellAction": "See Legend",
  "memberHome.library.title": "Explore the library",
  "memberHome.language.pt": "Portuguese",
  "memberHome.language.en": "English",

  "new.upcoming.title": "Coming drops",
  "new.upcoming.subtitle": "Each one is revealed on its Monday morning.",
  "new.upcoming.hidden": "A new prompt, revealed on release day",
  "new.starters.title": "While you wait: the library's picks",
  "new.starters.subtitle": "Tried and tested prompts to start with today.",

  "trends.dayOne.prompts": "Today's picks from the library",
  "trends.dayOne.categories": "Categories to explore",
  "trends.dayOne.categoriesHint": "Trends appear here once members use these categories.",
  "trends.dayOne.words": "Search the library",
  "trends.dayOne.wordsHint": "Rising searches appear here once people search. Try one of these:",
} as const;
