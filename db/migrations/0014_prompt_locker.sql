CREATE TABLE "locker_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locker_categories_user_name_key" UNIQUE("user_id","name")
);
--> statement-breakpoint
CREATE TABLE "locker_prompt_versions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "locker_prompt_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"prompt_id" uuid NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"description" text,
	"tags" text[] NOT NULL,
	"category_id" uuid,
	"saved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locker_prompts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"category_id" uuid,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"description" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"source_prompt_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "locker_categories" ADD CONSTRAINT "locker_categories_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locker_prompt_versions" ADD CONSTRAINT "locker_prompt_versions_prompt_id_locker_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."locker_prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locker_prompts" ADD CONSTRAINT "locker_prompts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locker_prompts" ADD CONSTRAINT "locker_prompts_category_id_locker_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."locker_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locker_prompts" ADD CONSTRAINT "locker_prompts_source_prompt_id_prompts_id_fk" FOREIGN KEY ("source_prompt_id") REFERENCES "public"."prompts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "locker_prompt_versions_prompt_idx" ON "locker_prompt_versions" USING btree ("prompt_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "locker_prompts_user_updated_idx" ON "locker_prompts" USING btree ("user_id","updated_at" DESC NULLS LAST);