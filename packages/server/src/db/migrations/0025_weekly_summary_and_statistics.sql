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
CREATE TABLE "lab_statistics_snapshots" (
	"months" integer PRIMARY KEY NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"body" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_opt_ins" ADD CONSTRAINT "email_opt_ins_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_summaries_sent" ADD CONSTRAINT "weekly_summaries_sent_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_validated_stats_idx" ON "orders" USING btree ("validated_at","status","establishment_id","remake_reason") WHERE status <> 'draft';--> statement-breakpoint
CREATE INDEX "orders_shipped_stats_idx" ON "orders" USING btree ("shipped_at","validated_at","promised_ship_on") WHERE status in ('shipped', 'ready_pickup') and validated_at is not null;--> statement-breakpoint
CREATE INDEX "orders_establishment_validated_stats_idx" ON "orders" USING btree ("establishment_id","validated_at","status","remake_reason") WHERE status <> 'draft';--> statement-breakpoint
CREATE INDEX "orders_establishment_shipped_stats_idx" ON "orders" USING btree ("establishment_id","shipped_at","validated_at") WHERE status in ('shipped', 'ready_pickup') and validated_at is not null;