CREATE TABLE "live_classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"description_zh" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"teacher_zh" text NOT NULL,
	"teacher_en" text NOT NULL,
	"cover" text,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"audience" text DEFAULT 'signedIn' NOT NULL,
	"tier" integer,
	"requires_registration" boolean DEFAULT false NOT NULL,
	"capacity" integer,
	"registered_count" integer DEFAULT 0 NOT NULL,
	"meeting_number" text NOT NULL,
	"passcode" text DEFAULT '' NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_classes_capacity_ck" CHECK ("live_classes"."capacity" is null or "live_classes"."registered_count" <= "live_classes"."capacity")
);
--> statement-breakpoint
CREATE TABLE "live_joins" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"joined_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_replays" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"media" text NOT NULL,
	"poster" text,
	"duration_seconds" integer NOT NULL,
	"is_premium" boolean DEFAULT false NOT NULL,
	"subtitles_zh" text,
	"subtitles_en" text,
	"source" text DEFAULT 'staff' NOT NULL,
	"zoom_recording_id" text,
	"recorded_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_joins" ADD CONSTRAINT "live_joins_class_id_live_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."live_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_joins" ADD CONSTRAINT "live_joins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_registrations" ADD CONSTRAINT "live_registrations_class_id_live_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."live_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_registrations" ADD CONSTRAINT "live_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_replays" ADD CONSTRAINT "live_replays_class_id_live_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."live_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_classes_open_idx" ON "live_classes" USING btree (coalesce("ended_at", "end_at")) WHERE "live_classes"."published";--> statement-breakpoint
CREATE INDEX "live_classes_start_idx" ON "live_classes" USING btree ("start_at","id");--> statement-breakpoint
CREATE INDEX "live_classes_meeting_idx" ON "live_classes" USING btree ("meeting_number");--> statement-breakpoint
CREATE INDEX "live_joins_class_user_idx" ON "live_joins" USING btree ("class_id","user_id","joined_at");--> statement-breakpoint
CREATE INDEX "live_joins_user_idx" ON "live_joins" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_registrations_class_user_uq" ON "live_registrations" USING btree ("class_id","user_id");--> statement-breakpoint
CREATE INDEX "live_registrations_user_idx" ON "live_registrations" USING btree ("user_id","class_id");--> statement-breakpoint
CREATE INDEX "live_replays_recorded_idx" ON "live_replays" USING btree ("recorded_at","id");--> statement-breakpoint
CREATE INDEX "live_replays_class_idx" ON "live_replays" USING btree ("class_id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_replays_zoom_recording_uq" ON "live_replays" USING btree ("zoom_recording_id");