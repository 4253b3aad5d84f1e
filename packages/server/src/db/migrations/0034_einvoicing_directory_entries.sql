CREATE TABLE "einvoicing_directory_entries" (
	"establishment_id" uuid PRIMARY KEY NOT NULL,
	"siret" text NOT NULL,
	"status" text NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"last_error" text,
	"last_attempt_at" timestamp with time zone,
	CONSTRAINT "einvoicing_directory_entries_status_check" CHECK ("einvoicing_directory_entries"."status" in ('found', 'none', 'unknown'))
);
--> statement-breakpoint
ALTER TABLE "einvoicing_directory_entries" ADD CONSTRAINT "einvoicing_directory_entries_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;