import {
  Apple,
  BookOpen,
  Bot,
  Briefcase,
  Camera,
  Code,
  GraduationCap,
  Grid3x3,
  Megaphone,
  Palette,
  Shapes,
  Sparkles,
  Wallet,
  type LucideIcon,
} from "lucide-react";
import type * as React from "react";
import type { CategoryIconName } from "~/core/category-icons";

/** The icon of each name a category may use (category-icon-names.ts). */
export const CATEGORY_ICONS: Record<CategoryIconName, LucideIcon> = {
  apple: Apple,
  "book-open": BookOpen,
  bot: Bot,
  briefcase: Briefcase,
  camera: Camera,
  code: Code,
  "graduation-cap": GraduationCap,
  "grid-3x3": Grid3x3,
  megaphone: Megaphone,
  palette: Palette,
  shapes: Shapes,
  sparkles: Sparkles,
  wallet: Wallet,
};

export function CategoryIcon({ name, ...props }: { name: string } & React.ComponentProps<LucideIcon>) {
  const Icon = CATEGORY_ICONS[name as CategoryIconName] ?? Sparkles;
  return <Icon aria-hidden {...props} />;
}
