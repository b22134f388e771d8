DROP INDEX "prompt_translations_search_public_idx";--> statement-breakpoint
DROP INDEX "prompt_translations_search_full_idx";--> statement-breakpoint
DROP INDEX "search_terms_term_trgm_idx";--> statement-breakpoint
CREATE INDEX "prompt_translations_search_public_en_idx" ON "prompt_translations" USING gin ("search_public") WHERE "prompt_translations"."locale" = 'en';--> statement-breakpoint
CREATE INDEX "prompt_translations_search_public_pt_idx" ON "prompt_translations" USING gin ("search_public") WHERE "prompt_translations"."locale" = 'pt';--> statement-breakpoint
CREATE INDEX "prompt_translations_search_full_en_idx" ON "prompt_translations" USING gin ("search_full") WHERE "prompt_translations"."locale" = 'en';--> statement-breakpoint
CREATE INDEX "prompt_translations_search_full_pt_idx" ON "prompt_translations" USING gin ("search_full") WHERE "prompt_translations"."locale" = 'pt';--> statement-breakpoint
CREATE INDEX "prompts_published_order_idx" ON "prompts" USING btree ("featured" DESC NULLS LAST,"published_at" DESC NULLS LAST,"id") WHERE "prompts"."is_published";