CREATE TABLE "prompt_variable_values" (
	"user_id" text NOT NULL,
	"prompt_id" integer NOT NULL,
	"locale" text NOT NULL,
	"values" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prompt_variable_values_user_id_prompt_id_locale_pk" PRIMARY KEY("user_id","prompt_id","locale"),
	CONSTRAINT "prompt_variable_values_locale_check" CHECK ("prompt_variable_values"."locale" in ('en', 'pt'))
);
--> statement-breakpoint
ALTER TABLE "prompt_variable_values" ADD CONSTRAINT "prompt_variable_values_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_variable_values" ADD CONSTRAINT "prompt_variable_values_prompt_id_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."prompts"("id") ON DELETE cascade ON UPDATE no action;