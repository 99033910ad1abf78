CREATE TABLE "rate_limit_hits" (
	"bucket" text NOT NULL,
	"client_hash" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "rate_limit_hits_bucket_client_hash_window_start_pk" PRIMARY KEY("bucket","client_hash","window_start")
);
--> statement-breakpoint
CREATE TABLE "rate_limit_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_hits_window_idx" ON "rate_limit_hits" USING btree ("window_start");