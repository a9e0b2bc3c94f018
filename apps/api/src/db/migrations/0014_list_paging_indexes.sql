DROP INDEX "orders_user_kind_idx";--> statement-breakpoint
DROP INDEX "engagement_likes_user_idx";--> statement-breakpoint
DROP INDEX "engagement_marks_target_idx";--> statement-breakpoint
DROP INDEX "engagement_marks_user_idx";--> statement-breakpoint
DROP INDEX "engagement_marks_family_idx";--> statement-breakpoint
CREATE INDEX "orders_user_kind_idx" ON "orders" USING btree ("user_id","kind","created_at","id");--> statement-breakpoint
CREATE INDEX "engagement_likes_user_idx" ON "engagement_likes" USING btree ("user_id","family","created_at","id");--> statement-breakpoint
CREATE INDEX "engagement_marks_target_idx" ON "engagement_marks" USING btree ("family","target_id","created_at","id");--> statement-breakpoint
CREATE INDEX "engagement_marks_user_idx" ON "engagement_marks" USING btree ("user_id","family","created_at","id");--> statement-breakpoint
CREATE INDEX "engagement_marks_family_idx" ON "engagement_marks" USING btree ("family","created_at","id");