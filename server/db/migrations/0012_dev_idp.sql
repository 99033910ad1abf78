CREATE TABLE "dev_idp_accounts" (
	"subject" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dev_idp_records" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "dev_idp_records_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE TABLE "dev_idp_secrets" (
	"id" text PRIMARY KEY NOT NULL,
	"signing_key" jsonb NOT NULL,
	"cookie_key" text NOT NULL,
	"client_secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "dev_idp_records_grant_idx" ON "dev_idp_records" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "dev_idp_records_uid_idx" ON "dev_idp_records" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "dev_idp_records_expires_idx" ON "dev_idp_records" USING btree ("expires_at");