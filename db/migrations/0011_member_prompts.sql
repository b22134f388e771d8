DROP INDEX "prompts_category_order_idx";--> statement-breakpoint
DROP INDEX "prompts_published_order_idx";--> statement-breakpoint
ALTER TABLE "prompts" ADD COLUMN "type" text DEFAULT 'text' NOT NULL;--> statement-breakpoint
CREATE INDEX "prompts_author_created_idx" ON "prompts" USING btree ("author_id","created_at" DESC NULLS LAST) WHERE "prompts"."author_id" is not null;--> statement-breakpoint
CREATE INDEX "prompts_category_order_idx" ON "prompts" USING btree ("category_id","source","featured" DESC NULLS LAST,"published_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "prompts_published_order_idx" ON "prompts" USING btree ("source","featured" DESC NULLS LAST,"published_at" DESC NULLS LAST,"id") WHERE "prompts"."is_published";--> statement-breakpoint
ALTER TABLE "prompts" ADD CONSTRAINT "prompts_type_check" CHECK ("prompts"."type" in ('text', 'image', 'video', 'audio', 'code'));