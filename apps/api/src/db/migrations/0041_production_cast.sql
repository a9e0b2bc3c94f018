CREATE TABLE "production_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"production_id" integer NOT NULL,
	"role_zh" text NOT NULL,
	"role_en" text DEFAULT '' NOT NULL,
	"role_type" text,
	"performer_zh" text NOT NULL,
	"performer_en" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "production_roles_type_ck" CHECK ("production_roles"."role_type" is null or "production_roles"."role_type" in ('sheng', 'dan', 'jing', 'chou'))
);
--> statement-breakpoint
ALTER TABLE "theatres" ADD COLUMN "production_id" integer;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "production_id" integer;--> statement-breakpoint
ALTER TABLE "production_roles" ADD CONSTRAINT "production_roles_production_id_productions_id_fk" FOREIGN KEY ("production_id") REFERENCES "public"."productions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "production_roles_production_sort_idx" ON "production_roles" USING btree ("production_id","sort");--> statement-breakpoint
ALTER TABLE "theatres" ADD CONSTRAINT "theatres_production_id_productions_id_fk" FOREIGN KEY ("production_id") REFERENCES "public"."productions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_production_id_productions_id_fk" FOREIGN KEY ("production_id") REFERENCES "public"."productions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "theatres_production_idx" ON "theatres" USING btree ("production_id");--> statement-breakpoint
CREATE INDEX "videos_production_idx" ON "videos" USING btree ("production_id");