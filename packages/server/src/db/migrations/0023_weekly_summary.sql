CREATE TABLE "email_opt_ins" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_opt_ins_pkey" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "email_opt_ins_kind_check" CHECK (kind in ('weekly_summary'))
);
--> statement-breakpoint
CREATE TABLE "weekly_summaries_sent" (
	"user_id" uuid NOT NULL,
	"week" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weekly_summaries_sent_pkey" PRIMARY KEY("user_id","week")
);
--> statement-breakpoint
ALTER TABLE "email_opt_ins" ADD CONSTRAINT "email_opt_ins_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_summaries_sent" ADD CONSTRAINT "weekly_summaries_sent_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;