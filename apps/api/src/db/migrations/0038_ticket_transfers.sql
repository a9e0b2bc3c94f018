CREATE TABLE "ticket_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"from_id" integer NOT NULL,
	"to_id" integer,
	"token_hash" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"generation" integer
);
--> statement-breakpoint
ALTER TABLE "ticket_transfers" ADD CONSTRAINT "ticket_transfers_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_transfers" ADD CONSTRAINT "ticket_transfers_from_id_users_id_fk" FOREIGN KEY ("from_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_transfers" ADD CONSTRAINT "ticket_transfers_to_id_users_id_fk" FOREIGN KEY ("to_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_transfers_ticket_idx" ON "ticket_transfers" USING btree ("ticket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_transfers_token_uq" ON "ticket_transfers" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_transfers_open_link_uq" ON "ticket_transfers" USING btree ("ticket_id") WHERE "ticket_transfers"."token_hash" is not null and "ticket_transfers"."completed_at" is null and "ticket_transfers"."cancelled_at" is null;