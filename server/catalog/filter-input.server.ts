import { z } from "zod";
import {
  ACCESS_LEVELS,
  AUTHORS,
  MAX_FILTER_CATEGORIES,
  MAX_FILTER_TAGS,
  MAX_UPVOTES_FILTER,
  PLACEHOLDER_CHOICES,
  PUBLISHED_WINDOWS,
  SORTS,
} from "./filters";

/** The filters as the API and MCP take them (strict: a bad value is a 400, not ignored). */
export const FilterInputShape = {
  tags: z
    .array(z.string().trim().min(1).max(64))
    .max(MAX_FILTER_TAGS, `at most ${MAX_FILTER_TAGS} tags`)
    .optional(),
  categories: z
    .array(z.string().trim().min(1).max(100))
    .max(MAX_FILTER_CATEGORIES, `at most ${MAX_FILTER_CATEGORIES} categories`)
    .optional(),
  access: z.enum(ACCESS_LEVELS).optional(),
  placeholders: z.enum(PLACEHOLDER_CHOICES).optional(),
  published: z.enum(PUBLISHED_WINDOWS).optional(),
  author: z.enum(AUTHORS).optional(),
  minUpvotes: z.number().int().min(0).max(MAX_UPVOTES_FILTER).optional(),
  sort: z.enum(SORTS).optional(),
};
