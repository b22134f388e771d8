import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** The information pages: blog, guides, about, FAQ, contact, legal. */
export const contentRoutes: RouteConfigEntry[] = [
  route("blog", "routes/content/blog.tsx"),
  route("blog/:id", "routes/content/blog-article.tsx"),
  // More specific than covers/:categoryId/:file, so article covers never reach the prompt covers.
  route("covers/blog/:file", "routes/content/blog-cover.ts"),
  route("guides", "routes/content/guides.tsx"),
  route("guides/:section/:position", "routes/content/guide.tsx"),
  route("about", "routes/content/about.tsx"),
  route("faq", "routes/content/faq.tsx"),
  route("help/:slug", "routes/content/help.tsx"),
  route("contact", "routes/content/contact.tsx"),
  route("terms", "routes/content/legal.tsx", { id: "terms" }),
  route("privacy", "routes/content/legal.tsx", { id: "privacy" }),
  route("cookies", "routes/content/legal.tsx", { id: "cookies" }),
];
