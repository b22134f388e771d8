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

/** The icons a category may use; `icon` in the database is one of these names. */
export const CATEGORY_ICONS: Record<string, LucideIcon> = {
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
  const Icon = CATEGORY_ICONS[name] ?? Sparkles;
  return <Icon aria-hidden {...props} />;
}
