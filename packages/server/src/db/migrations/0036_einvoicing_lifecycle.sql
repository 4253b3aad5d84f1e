CREATE TABLE "einvoicing_document_statuses" (
	"document_id" uuid PRIMARY KEY NOT NULL,
	"document_kind" text NOT NULL,
	"status_code" integer NOT NULL,
	"reason_code" text,
	"reason" text,
	"status_at" timestamp with time zone NOT NULL,
	"flow_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "einvoicing_lifecycle_anomalies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"flow_id" text NOT NULL,
	"source" text NOT NULL,
	"problem" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "einvoicing_lifecycle_anomalies_flow_id_key" UNIQUE("flow_id")
);
--> statement-breakpoint
CREATE TABLE "einvoicing_lifecycle_cursor" (
	"id" text PRIMARY KEY DEFAULT 'lab' NOT NULL,
	"updated_after" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "einvoicing_lifecycle_cursor_single_row" CHECK ("einvoicing_lifecycle_cursor"."id" = 'lab')
);
--> statement-breakpoint
CREATE TABLE "einvoicing_lifecycle_statuses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"flow_id" text NOT NULL,
	"document_kind" text NOT NULL,
	"document_id" uuid NOT NULL,
	"document_number" text NOT NULL,
	"establishment_id" uuid NOT NULL,
	"status_code" integer NOT NULL,
	"reason_code" text,
	"reason" text,
	"status_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"alert_cleared_at" timestamp with time zone,
	CONSTRAINT "einvoicing_lifecycle_statuses_flow_id_key" UNIQUE("flow_id"),
	CONSTRAINT "einvoicing_lifecycle_statuses_kind_check" CHECK ("einvoicing_lifecycle_statuses"."document_kind" in ('invoice', 'credit_note')),
	CONSTRAINT "einvoicing_lifecycle_statuses_source_check" CHECK ("einvoicing_lifecycle_statuses"."source" in ('webhook', 'search'))
);
--> statement-breakpoint
CREATE TABLE "einvoicing_webhook_keys" (
	"id" text PRIMARY KEY DEFAULT 'lab' NOT NULL,
	"key_id" text NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "einvoicing_webhook_keys_single_row" CHECK ("einvoicing_webhook_keys"."id" = 'lab')
);
--> statement-breakpoint
ALTER TABLE "einvoicing_lifecycle_statuses" ADD CONSTRAINT "einvoicing_lifecycle_statuses_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "einvoicing_document_statuses_code_idx" ON "einvoicing_document_statuses" USING btree ("status_code","document_id");--> statement-breakpoint
CREATE INDEX "einvoicing_lifecycle_anomalies_received_idx" ON "einvoicing_lifecycle_anomalies" USING btree ("received_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "einvoicing_lifecycle_statuses_document_idx" ON "einvoicing_lifecycle_statuses" USING btree ("document_id","status_at");--> statement-breakpoint
CREATE INDEX "einvoicing_lifecycle_statuses_code_received_idx" ON "einvoicing_lifecycle_statuses" USING btree ("status_code","received_at");