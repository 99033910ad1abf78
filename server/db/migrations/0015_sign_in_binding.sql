-- Sign-ins in progress live 10 minutes; those started before this column have no binding.
DELETE FROM "sign_in_attempts";--> statement-breakpoint
ALTER TABLE "sign_in_attempts" ADD COLUMN "binding_hash" text NOT NULL;
