CREATE TABLE "prompt_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prompt_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"prompt_id" integer NOT NULL,
	"kind" text NOT NULL,
	"user_id" text,
	"client_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prompt_events_kind_check" CHECK ("prompt_events"."kind" in ('copy', 'share', 'use', 'favorite'))
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"locale" text NOT NULL,
	"term" text NOT NULL,
	CONSTRAINT "search_terms_locale_term_pk" PRIMARY KEY("locale","term")
);
--> statement-breakpoint
DROP INDEX "prompts_category_idx";--> statement-breakpoint
ALTER TABLE "prompt_translations" ADD COLUMN "search_public" "tsvector" GENERATED ALWAYS AS (public.promptario_search_document(locale, title, tags, description, tagline)) STORED;--> statement-breakpoint
ALTER TABLE "prompt_translations" ADD COLUMN "search_full" "tsvector" GENERATED ALWAYS AS (public.promptario_search_document(locale, title, tags, description, coalesce(tagline, '') || ' ' || prompt_text)) STORED;--> statement-breakpoint
ALTER TABLE "prompt_translations" ADD COLUMN "search_title" text GENERATED ALWAYS AS (public.promptario_unaccent(lower(title))) STORED;--> statement-breakpoint
ALTER TABLE "prompt_events" ADD CONSTRAINT "prompt_events_prompt_id_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prompt_events_prompt_created_idx" ON "prompt_events" USING btree ("prompt_id","created_at");--> statement-breakpoint
CREATE INDEX "prompt_events_client_created_idx" ON "prompt_events" USING btree ("client_key","created_at");--> statement-breakpoint
CREATE INDEX "search_terms_term_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "prompt_translations_search_public_idx" ON "prompt_translations" USING gin ("search_public");--> statement-breakpoint
CREATE INDEX "prompt_translations_search_full_idx" ON "prompt_translations" USING gin ("search_full");--> statement-breakpoint
CREATE INDEX "prompt_translations_search_title_idx" ON "prompt_translations" USING gin ("search_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "prompts_category_order_idx" ON "prompts" USING btree ("category_id","featured" DESC NULLS LAST,"published_at" DESC NULLS LAST,"id");