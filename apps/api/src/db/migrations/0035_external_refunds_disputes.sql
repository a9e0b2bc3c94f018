CREATE TABLE "order_disputes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"provider_ref" text NOT NULL,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "order_disputes_status_ck" CHECK ("order_disputes"."status" in ('open', 'won', 'lost'))
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "external" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_disputes" ADD CONSTRAINT "order_disputes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_disputes_provider_ref_uq" ON "order_disputes" USING btree ("provider_ref");--> statement-breakpoint
CREATE INDEX "order_disputes_order_idx" ON "order_disputes" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_provider_refund_ref_uq" ON "refunds" USING btree ("provider_refund_ref") WHERE "refunds"."provider_refund_ref" is not null;