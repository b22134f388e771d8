import { z } from "zod";
import { PromptSummarySchema } from "~/server/catalog/api-schemas";

// What /api/v1/favorites answers, for the OpenAPI document; `meta({ id })` names each one under
// components.schemas.

export const FavoriteListSchema = z
  .strictObject({ favorites: z.array(PromptSummarySchema) })
  .describe("The caller's favourites, newest first.")
  .meta({ id: "FavoriteList" });

export const FavoriteResultSchema = z
  .strictObject({
    promptId: z.number().int(),
    favorite: z.boolean().describe("Whether the prompt is a favourite now."),
    added: z.boolean().optional().describe("False when it already was one."),
    removed: z.boolean().optional().describe("False when it was not one."),
  })
  .describe("The favourite as it is now.")
  .meta({ id: "FavoriteResult" });
