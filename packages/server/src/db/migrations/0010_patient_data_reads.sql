CREATE TABLE "patient_data_reads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"actor_role" text NOT NULL,
	"kind" text NOT NULL,
	"file_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patient_data_reads_kind_check" CHECK ("patient_data_reads"."kind" in ('detail', 'pdf', 'stl'))
);
--> statement-breakpoint
ALTER TABLE "patient_data_reads" ADD CONSTRAINT "patient_data_reads_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_data_reads" ADD CONSTRAINT "patient_data_reads_actor_id_profiles_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patient_data_reads_order_id_created_at_idx" ON "patient_data_reads" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "patient_data_reads_created_at_idx" ON "patient_data_reads" USING btree ("created_at");