CREATE TABLE "einvoicing_settings" (
	"id" text PRIMARY KEY DEFAULT 'lab' NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"flow_url" text NOT NULL,
	"directory_url" text NOT NULL,
	"auth_method" text NOT NULL,
	"token" text,
	"oauth_token_url" text,
	"oauth_client_id" text,
	"oauth_client_secret" text,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "einvoicing_settings_single_row" CHECK ("einvoicing_settings"."id" = 'lab'),
	CONSTRAINT "einvoicing_settings_auth_method_check" CHECK ("einvoicing_settings"."auth_method" in ('bearer', 'oauth2'))
);
--> statement-breakpoint
ALTER TABLE "einvoicing_settings" ADD CONSTRAINT "einvoicing_settings_updated_by_profiles_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;