import type { CatalogCategory } from "./types";

export const CATALOG_CATEGORIES: CatalogCategory[] = [
  { id: "art-illustration", title: { en: "Art & Illustration", pt: "Arte e Ilustração" }, icon: "palette", color: "#db2777", position: 1 },
  { id: "logo-icon", title: { en: "Logos & Icons", pt: "Logos e Ícones" }, icon: "shapes", color: "#7c3aed", position: 2 },
  { id: "portrait-photography", title: { en: "Portrait Photography", pt: "Fotografia de Retrato" }, icon: "camera", color: "#0891b2", position: 3 },
  { id: "pattern", title: { en: "Patterns & Textures", pt: "Padrões e Texturas" }, icon: "grid-3x3", color: "#ea580c", position: 4 },
  { id: "personal-ai", title: { en: "Personal AI", pt: "IA Pessoal" }, icon: "bot", color: "#4f46e5", position: 5 },
  { id: "consulting", title: { en: "Consulting", pt: "Consultoria" }, icon: "briefcase", color: "#0f766e", position: 6 },
  { id: "nutrition", title: { en: "Nutrition", pt: "Nutrição" }, icon: "apple", color: "#16a34a", position: 7 },
  { id: "finance", title: { en: "Finance", pt: "Finanças" }, icon: "wallet", color: "#ca8a04", position: 8 },
  { id: "storytelling", title: { en: "Storytelling", pt: "Storytelling" }, icon: "book-open", color: "#9333ea", position: 9 },
  { id: "programming", title: { en: "Programming", pt: "Programação" }, icon: "code", color: "#2563eb", position: 10 },
  { id: "marketing", title: { en: "Marketing", pt: "Marketing" }, icon: "megaphone", color: "#dc2626", position: 11 },
  { id: "education", title: { en: "Education", pt: "Educação" }, icon: "graduation-cap", color: "#0284c7", position: 12 },
];
