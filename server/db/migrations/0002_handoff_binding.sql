-- Codes and cross-site sign-ins from before handoff codes were bound to a frame's verifier
-- cannot be bound now: they live at most 60 s and 10 min, so they are dropped.
DELETE FROM "handoff_codes";--> statement-breakpoint
DELETE FROM "sign_in_attempts" WHERE "return_to" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "handoff_codes" ADD COLUMN "challenge" text NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_attempts" ADD COLUMN "handoff_challenge" text;--> statement-breakpoint
ALTER TABLE "sign_in_attempts" ADD CONSTRAINT "sign_in_attempts_handoff_bound" CHECK (("sign_in_attempts"."return_to" is null) = ("sign_in_attempts"."handoff_challenge" is null));
