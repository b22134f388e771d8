CREATE TABLE "roadmap_comments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "roadmap_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"item_id" bigint NOT NULL,
	"author_id" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "roadmap_comments_body_length_check" CHECK (char_length("roadmap_comments"."body") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "roadmap_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "roadmap_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"seed_key" text,
	"status" text DEFAULT 'under_review' NOT NULL,
	"title_en" text,
	"title_pt" text,
	"description_en" text,
	"description_pt" text,
	"source_locale" text NOT NULL,
	"author_id" text,
	"votes" integer DEFAULT 0 NOT NULL,
	"merged_into_id" bigint,
	"blog_post_id" integer,
	"shipped_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "roadmap_items_seed_key_unique" UNIQUE("seed_key"),
	CONSTRAINT "roadmap_items_status_check" CHECK ("roadmap_items"."status" in ('under_review', 'planned', 'in_progress', 'shipped', 'declined')),
	CONSTRAINT "roadmap_items_source_locale_check" CHECK ("roadmap_items"."source_locale" in ('en', 'pt')),
	CONSTRAINT "roadmap_items_has_title_check" CHECK ("roadmap_items"."title_en" is not null or "roadmap_items"."title_pt" is not null),
	CONSTRAINT "roadmap_items_title_en_length_check" CHECK (char_length("roadmap_items"."title_en") between 1 and 120),
	CONSTRAINT "roadmap_items_title_pt_length_check" CHECK (char_length("roadmap_items"."title_pt") between 1 and 120),
	CONSTRAINT "roadmap_items_description_en_length_check" CHECK (char_length("roadmap_items"."description_en") <= 2000),
	CONSTRAINT "roadmap_items_description_pt_length_check" CHECK (char_length("roadmap_items"."description_pt") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "roadmap_votes" (
	"item_id" bigint NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roadmap_votes_item_id_user_id_pk" PRIMARY KEY("item_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "roadmap_comments" ADD CONSTRAINT "roadmap_comments_item_id_roadmap_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."roadmap_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roadmap_comments" ADD CONSTRAINT "roadmap_comments_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roadmap_items" ADD CONSTRAINT "roadmap_items_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roadmap_items" ADD CONSTRAINT "roadmap_items_merged_into_id_roadmap_items_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."roadmap_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roadmap_votes" ADD CONSTRAINT "roadmap_votes_item_id_roadmap_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."roadmap_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roadmap_votes" ADD CONSTRAINT "roadmap_votes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "roadmap_comments_item_idx" ON "roadmap_comments" USING btree ("item_id","created_at");--> statement-breakpoint
CREATE INDEX "roadmap_comments_author_created_idx" ON "roadmap_comments" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "roadmap_items_status_votes_idx" ON "roadmap_items" USING btree ("status","votes");--> statement-breakpoint
CREATE INDEX "roadmap_items_author_created_idx" ON "roadmap_items" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "roadmap_votes_user_idx" ON "roadmap_votes" USING btree ("user_id");