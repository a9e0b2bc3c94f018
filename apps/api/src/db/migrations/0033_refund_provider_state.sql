ALTER TABLE "refunds" ADD COLUMN "provider_state" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "provider_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "provider_error" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "provider_retry_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "refunds_provider_due_idx" ON "refunds" USING btree ("provider_retry_at") WHERE "refunds"."provider_retry_at" is not null;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_provider_state_ck" CHECK ("refunds"."provider_state" in ('pending', 'done', 'failed'));--> statement-breakpoint
-- Refunds approved before this migration called the provider inside their transaction: a reference means it answered.
UPDATE "refunds" SET "provider_state" = 'done', "provider_attempts" = 1 WHERE "provider_refund_ref" IS NOT NULL;
