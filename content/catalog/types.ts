import type { Locale } from "../../core/locale";

export type Localized<T> = Record<Locale, T>;

export type CategoryId =
  | "art-illustration"
  | "logo-icon"
  | "portrait-photography"
  | "pattern"
  | "personal-ai"
  | "consulting"
  | "nutrition"
  | "finance"
  | "storytelling"
  | "programming"
  | "marketing"
  | "education";

export interface CatalogCategory {
  id: CategoryId;
  title: Localized<string>;
  /** lucide icon name, kebab-case */
  icon: string;
  /** hex colour used for badges and generated cover images */
  color: string;
  position: number;
}

export interface CatalogPrompt {
  /** content id: 1–25 are also the database ids; later ones are matched by catalog key */
  id: number;
  categoryId: CategoryId;
  isPremium: boolean;
  /** featured prompts come first in their category's default order */
  featured: boolean;
  /** ISO date (YYYY-MM-DD) the prompt entered the catalogue */
  publishedAt: string;
  relatedPromptIds: number[];
  title: Localized<string>;
  tagline: Localized<string>;
  description: Localized<string>;
  /** the text to paste into an AI chat; [placeholders] in square brackets */
  promptText: Localized<string>;
  instructions: Localized<string>;
  credits: Localized<string>;
  /** exactly five expert steps ("branches") */
  steps: Localized<string[]>;
  tags: Localized<string[]>;
}
