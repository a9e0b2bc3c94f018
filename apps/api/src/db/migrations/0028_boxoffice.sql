CREATE INDEX "users_email_prefix_idx" ON "users" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_kind_created_idx" ON "orders" USING btree ("kind","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_state_created_idx" ON "orders" USING btree ("pay_status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_order_no_prefix_idx" ON "orders" USING btree ("order_no" text_pattern_ops);