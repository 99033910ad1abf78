ALTER TABLE "channels" ADD COLUMN "region" text;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "stock_program" jsonb;--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_region" CHECK ("channels"."region" in ('eu', 'uk', 'us'));