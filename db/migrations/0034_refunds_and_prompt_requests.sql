CREATE TABLE "payments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"source" text NOT NULL,
	"plan" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"stripe_invoice_id" text,
	"stripe_payment_intent_id" text,
	"stripe_charge_id" text,
	"stripe_subscription_id" text,
	"test_checkout_id" text,
	"paid_at" timestamp with time zone NOT NULL,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_stripe_invoice_unique" UNIQUE("stripe_invoice_id"),
	CONSTRAINT "payments_test_checkout_unique" UNIQUE("test_checkout_id"),
	CONSTRAINT "payments_source_check" CHECK ("payments"."source" in ('stripe', 'test')),
	CONSTRAINT "payments_plan_check" CHECK ("payments"."plan" in ('creator', 'legend')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_currency_check" CHECK ("payments"."currency" in ('BRL', 'USD'))
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"payment_id" bigint NOT NULL,
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"requested_by" text NOT NULL,
	"admin_id" text,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"stripe_refund_id" text,
	"claimed_until" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_payment_unique" UNIQUE("payment_id"),
	CONSTRAINT "refunds_stripe_refund_unique" UNIQUE("stripe_refund_id"),
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('pending', 'refunded')),
	CONSTRAINT "refunds_requested_by_check" CHECK ("refunds"."requested_by" in ('member', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "prompt_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prompt_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"purpose" text NOT NULL,
	"ai_tool" text NOT NULL,
	"example" text DEFAULT '' NOT NULL,
	"locale" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"answer" text,
	"prompt_id" integer,
	"answered_by" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "prompt_requests_status_check" CHECK ("prompt_requests"."status" in ('open', 'in_progress', 'done', 'declined')),
	CONSTRAINT "prompt_requests_locale_check" CHECK ("prompt_requests"."locale" in ('en', 'pt')),
	CONSTRAINT "prompt_requests_purpose_length_check" CHECK (char_length("prompt_requests"."purpose") between 1 and 1000),
	CONSTRAINT "prompt_requests_example_length_check" CHECK (char_length("prompt_requests"."example") <= 2000),
	CONSTRAINT "prompt_requests_answer_length_check" CHECK (char_length("prompt_requests"."answer") <= 2000)
);
--> statement-breakpoint
ALTER TABLE "notification_mail" DROP CONSTRAINT "notification_mail_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_admin_id_user_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_requests" ADD CONSTRAINT "prompt_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_requests" ADD CONSTRAINT "prompt_requests_prompt_id_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."prompts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_requests" ADD CONSTRAINT "prompt_requests_answered_by_user_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_user_paid_idx" ON "payments" USING btree ("user_id","paid_at");--> statement-breakpoint
CREATE INDEX "prompt_requests_user_created_idx" ON "prompt_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "prompt_requests_status_created_idx" ON "prompt_requests" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "notification_mail" ADD CONSTRAINT "notification_mail_kind_check" CHECK ("notification_mail"."kind" in ('comment_reply', 'fork', 'example', 'roadmap_status', 'prompt_request'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('comment_reply', 'fork', 'example', 'roadmap_status', 'prompt_request'));