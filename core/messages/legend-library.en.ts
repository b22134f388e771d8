// Messages of /new and /trends: they ship with those pages.
export const legendLibraryEn = {
  "new.meta.title": "New prompts, week by week — Promptário",
  "new.meta.description":
    "A new prompt every Monday: this week's drop and the ones before it, in English and Portuguese.",
  "new.title": "New this week",
  "new.subtitle": "A new prompt lands every Monday. Here is this week's drop and the ones before it.",
  "new.week.current": "This week",
  "new.week.of": "Week of {date}",
  "new.week.pending": "No new prompt yet this week.",
  "new.next": "Next drop: {date}",

  "trends.meta.title": "Daily trends — Promptário",
  "trends.title": "Daily trends",
  "trends.subtitle":
    "What is rising today: the last 24 hours against the daily average of the previous 7 days.",
  "trends.teaser.title": "Daily trends are part of the Legend plan",
  "trends.teaser.body":
    "See which prompts, categories and searches are taking off today, before everyone else.",
  "trends.teaser.point1": "Prompts and categories rising in the last 24 hours",
  "trends.teaser.point2": "The search words people are suddenly looking for",
  "trends.teaser.point3": "An 8-day chart for every trend",
  "trends.teaser.cta": "See the plans",
  "trends.prompts.title": "Prompts rising today",
  "trends.categories.title": "Categories rising today",
  "trends.words.title": "Searches rising today",
  "trends.notEnough":
    "There is not enough activity yet to tell what is rising. Meanwhile, here is today's selection.",
  "trends.categories.empty": "No category is rising today.",
  "trends.words.empty": "No search is rising today.",
  "trends.change.new": "New today",
  "trends.today": "{count} today",
  "trends.baseline": "usually {count} a day",
  "trends.sparkline": "Last 8 days, oldest first: {values}; today {today}",
  "trends.error": "Error loading trends data",
  "trends.retry": "Try again",
} as const;
