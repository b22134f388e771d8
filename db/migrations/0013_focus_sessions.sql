CREATE TABLE "focus_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"sub_tasks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_prompts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mood" text DEFAULT 'smile' NOT NULL,
	"attention" integer DEFAULT 5 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "focus_sessions_attention_check" CHECK ("focus_sessions"."attention" between 1 and 10),
	CONSTRAINT "focus_sessions_mood_check" CHECK ("focus_sessions"."mood" in ('sleepy', 'sad', 'neutral', 'slight-smile', 'smile', 'grin'))
);
--> statement-breakpoint
ALTER TABLE "focus_sessions" ADD CONSTRAINT "focus_sessions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "focus_sessions_user_updated_idx" ON "focus_sessions" USING btree ("user_id","updated_at" DESC NULLS LAST);