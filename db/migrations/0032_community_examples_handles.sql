CREATE TABLE "example_votes" (
	"example_id" bigint NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "example_votes_example_id_user_id_pk" PRIMARY KEY("example_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "member_handles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"handle" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_handles_handle_check" CHECK ("member_handles"."handle" ~ '^[a-z0-9-]{3,30}$')
);
--> statement-breakpoint
CREATE TABLE "prompt_examples" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prompt_examples_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"prompt_id" integer NOT NULL,
	"author_id" text NOT NULL,
	"body" text NOT NULL,
	"model" text,
	"upvotes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"hidden_at" timestamp with time zone,
	CONSTRAINT "prompt_examples_body_length_check" CHECK (char_length("prompt_examples"."body") between 1 and 5000),
	CONSTRAINT "prompt_examples_model_length_check" CHECK (char_length("prompt_examples"."model") between 1 and 60)
);
--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_target_type_check";--> statement-breakpoint
ALTER TABLE "example_votes" ADD CONSTRAINT "example_votes_example_id_prompt_examples_id_fk" FOREIGN KEY ("example_id") REFERENCES "public"."prompt_examples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "example_votes" ADD CONSTRAINT "example_votes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_handles" ADD CONSTRAINT "member_handles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_examples" ADD CONSTRAINT "prompt_examples_prompt_id_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_examples" ADD CONSTRAINT "prompt_examples_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "example_votes_user_idx" ON "example_votes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_handles_handle_idx" ON "member_handles" USING btree (lower("handle"));--> statement-breakpoint
CREATE INDEX "prompt_examples_prompt_idx" ON "prompt_examples" USING btree ("prompt_id","created_at");--> statement-breakpoint
CREATE INDEX "prompt_examples_author_created_idx" ON "prompt_examples" USING btree ("author_id","created_at");--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_target_type_check" CHECK ("reports"."target_type" in ('comment', 'prompt', 'example'));