CREATE TABLE "einvoicing_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"document_id" uuid NOT NULL,
	"tracking_id" text NOT NULL,
	"flow_syntax" text NOT NULL,
	"flow_profile" text,
	"processing_rule" text NOT NULL,
	"file_name" text NOT NULL,
	"file_xml" text,
	"sha256" text,
	"state" text DEFAULT 'to_send' NOT NULL,
	"flow_id" text,
	"ack_reasons" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"polls" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"acknowledged_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "einvoicing_submissions_tracking_id_key" UNIQUE("tracking_id"),
	CONSTRAINT "einvoicing_submissions_kind_check" CHECK ("einvoicing_submissions"."kind" in ('invoice', 'credit_note', 'lifecycle_status')),
	CONSTRAINT "einvoicing_submissions_state_check" CHECK ("einvoicing_submissions"."state" in ('to_send', 'sent', 'ok', 'error'))
);
--> statement-breakpoint
CREATE INDEX "einvoicing_submissions_document_idx" ON "einvoicing_submissions" USING btree ("document_id");