CREATE TABLE "email_opt_outs" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_opt_outs_pkey" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "email_opt_outs_kind_check" CHECK (kind in ('order_validated', 'order_shipped', 'order_ready_pickup', 'order_comment'))
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "unsubscribe_url" text;--> statement-breakpoint
ALTER TABLE "email_opt_outs" ADD CONSTRAINT "email_opt_outs_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;