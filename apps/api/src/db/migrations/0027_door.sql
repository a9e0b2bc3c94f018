CREATE TABLE "door_keys" (
	"id" integer PRIMARY KEY NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "door_keys_one_ck" CHECK ("door_keys"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "door_scans" (
	"id" serial PRIMARY KEY NOT NULL,
	"nonce" uuid NOT NULL,
	"performance_id" integer NOT NULL,
	"order_id" integer,
	"device_id" text NOT NULL,
	"staff_id" integer,
	"scanned_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	"admitted" integer NOT NULL,
	"outcome" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "door_scans" ADD CONSTRAINT "door_scans_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "door_scans_nonce_uq" ON "door_scans" USING btree ("nonce");--> statement-breakpoint
CREATE INDEX "door_scans_performance_idx" ON "door_scans" USING btree ("performance_id","scanned_at");