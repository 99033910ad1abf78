ALTER TABLE "products" ADD COLUMN "name_keys" text[];--> statement-breakpoint
CREATE INDEX "products_name_keys_idx" ON "products" USING gin ("name_keys") WITH (fastupdate=false);