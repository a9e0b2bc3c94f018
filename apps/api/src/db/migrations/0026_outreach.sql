CREATE TABLE "engagement_locks" (
	"family" text NOT NULL,
	"target_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "engagement_locks_family_target_id_pk" PRIMARY KEY("family","target_id")
);
--> statement-breakpoint
CREATE TABLE "broadcasts" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer NOT NULL,
	"audience" text NOT NULL,
	"tier" integer,
	"performance_id" integer,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"body_zh" text NOT NULL,
	"body_en" text NOT NULL,
	"recipients" integer NOT NULL,
	"client_token" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "engagement_marks" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "engagement_replies" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "broadcasts_client_token_uq" ON "broadcasts" USING btree ("client_token");--> statement-breakpoint
CREATE INDEX "broadcasts_created_idx" ON "broadcasts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_active_member_tier_idx" ON "users" USING btree ("user_type") WHERE role = 'member' and status = 'active';--> statement-breakpoint
CREATE INDEX "feedback_due_idx" ON "feedback" USING btree ("created_at") WHERE "feedback"."replied_at" is null;--> statement-breakpoint
CREATE INDEX "orders_paid_kind_idx" ON "orders" USING btree ("kind","paid_at") WHERE "orders"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "ticket_passes_sale_idx" ON "ticket_passes" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "engagement_replies_created_idx" ON "engagement_replies" USING btree ("created_at","id");