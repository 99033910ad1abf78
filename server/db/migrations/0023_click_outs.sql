CREATE TABLE "click_outs" (
	"click_id" text PRIMARY KEY NOT NULL,
	"channel_id" text NOT NULL,
	"product_id" integer NOT NULL,
	"segment_key" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feeds" ADD COLUMN "tracking_template" text;--> statement-breakpoint
ALTER TABLE "click_outs" ADD CONSTRAINT "click_outs_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "click_outs" ADD CONSTRAINT "click_outs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "click_outs_at_idx" ON "click_outs" USING btree ("at");