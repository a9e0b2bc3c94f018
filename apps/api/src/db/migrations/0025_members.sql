CREATE TABLE "membership_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"user_type" integer NOT NULL,
	"months" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"actor_id" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_reason" text;--> statement-breakpoint
ALTER TABLE "membership_adjustments" ADD CONSTRAINT "membership_adjustments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_adjustments" ADD CONSTRAINT "membership_adjustments_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_adjustments_user_idx" ON "membership_adjustments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "users_member_idx" ON "users" USING btree ("created_at","id") WHERE role = 'member';--> statement-breakpoint
CREATE INDEX "users_member_tier_idx" ON "users" USING btree ("user_type","created_at") WHERE role = 'member';--> statement-breakpoint
CREATE INDEX "users_member_blocked_idx" ON "users" USING btree ("created_at") WHERE role = 'member' and blocked_at is not null;--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_nick_name_trgm_idx" ON "users" USING gin ("nick_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "delivery_addresses_contact_trgm_idx" ON "delivery_addresses" USING gin ("contact_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "feedback_new_idx" ON "feedback" USING btree ("created_at","id") WHERE "feedback"."replied_at" is null;--> statement-breakpoint
CREATE INDEX "feedback_answered_idx" ON "feedback" USING btree ("replied_at","id") WHERE "feedback"."replied_at" is not null;