CREATE TABLE "search_word_days" (
	"day" date NOT NULL,
	"locale" text NOT NULL,
	"word" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_word_days_day_locale_word_pk" PRIMARY KEY("day","locale","word"),
	CONSTRAINT "search_word_days_locale_check" CHECK ("search_word_days"."locale" in ('en', 'pt'))
);
--> statement-breakpoint
ALTER TABLE "prompts" ADD COLUMN "catalog_key" integer;--> statement-breakpoint
ALTER TABLE "prompts" ADD COLUMN "is_forbidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "prompt_events_created_idx" ON "prompt_events" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "prompts" ADD CONSTRAINT "prompts_catalog_key_unique" UNIQUE("catalog_key");