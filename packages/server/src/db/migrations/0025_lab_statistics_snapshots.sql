CREATE TABLE "lab_statistics_snapshots" (
	"months" integer PRIMARY KEY NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"body" jsonb NOT NULL
);
