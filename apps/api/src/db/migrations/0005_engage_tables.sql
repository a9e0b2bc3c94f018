CREATE TABLE "engagement_likes" (
	"id" serial PRIMARY KEY NOT NULL,
	"family" text NOT NULL,
	"target_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engagement_marks" (
	"id" serial PRIMARY KEY NOT NULL,
	"family" text NOT NULL,
	"target_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engagement_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"mark_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "theatre_enrollments" (
	"id" serial PRIMARY KEY NOT NULL,
	"theatre_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vote_ballots" (
	"id" serial PRIMARY KEY NOT NULL,
	"vote_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vote_choices" (
	"ballot_id" integer NOT NULL,
	"vote_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	CONSTRAINT "vote_choices_ballot_id_option_id_pk" PRIMARY KEY("ballot_id","option_id")
);
--> statement-breakpoint
CREATE TABLE "vote_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"vote_id" integer NOT NULL,
	"label_zh" text NOT NULL,
	"label_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "votes" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_zh" text DEFAULT '' NOT NULL,
	"summary_en" text DEFAULT '' NOT NULL,
	"description_zh" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"cover" text,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"max_select" integer DEFAULT 1 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "engagement_likes" ADD CONSTRAINT "engagement_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_marks" ADD CONSTRAINT "engagement_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_replies" ADD CONSTRAINT "engagement_replies_mark_id_engagement_marks_id_fk" FOREIGN KEY ("mark_id") REFERENCES "public"."engagement_marks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_replies" ADD CONSTRAINT "engagement_replies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theatre_enrollments" ADD CONSTRAINT "theatre_enrollments_theatre_id_theatres_id_fk" FOREIGN KEY ("theatre_id") REFERENCES "public"."theatres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theatre_enrollments" ADD CONSTRAINT "theatre_enrollments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_ballots" ADD CONSTRAINT "vote_ballots_vote_id_votes_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."votes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_ballots" ADD CONSTRAINT "vote_ballots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_choices" ADD CONSTRAINT "vote_choices_ballot_id_vote_ballots_id_fk" FOREIGN KEY ("ballot_id") REFERENCES "public"."vote_ballots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_choices" ADD CONSTRAINT "vote_choices_option_id_vote_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."vote_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_options" ADD CONSTRAINT "vote_options_vote_id_votes_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."votes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "engagement_likes_user_target_uq" ON "engagement_likes" USING btree ("user_id","family","target_id");--> statement-breakpoint
CREATE INDEX "engagement_likes_target_idx" ON "engagement_likes" USING btree ("family","target_id");--> statement-breakpoint
CREATE INDEX "engagement_likes_user_idx" ON "engagement_likes" USING btree ("user_id","family","created_at");--> statement-breakpoint
CREATE INDEX "engagement_marks_target_idx" ON "engagement_marks" USING btree ("family","target_id","created_at");--> statement-breakpoint
CREATE INDEX "engagement_marks_user_idx" ON "engagement_marks" USING btree ("user_id","family","created_at");--> statement-breakpoint
CREATE INDEX "engagement_marks_family_idx" ON "engagement_marks" USING btree ("family","created_at");--> statement-breakpoint
CREATE INDEX "engagement_replies_mark_idx" ON "engagement_replies" USING btree ("mark_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "theatre_enrollments_theatre_user_uq" ON "theatre_enrollments" USING btree ("theatre_id","user_id");--> statement-breakpoint
CREATE INDEX "theatre_enrollments_user_idx" ON "theatre_enrollments" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vote_ballots_vote_user_uq" ON "vote_ballots" USING btree ("vote_id","user_id");--> statement-breakpoint
CREATE INDEX "vote_ballots_user_idx" ON "vote_ballots" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "vote_choices_vote_option_idx" ON "vote_choices" USING btree ("vote_id","option_id");--> statement-breakpoint
CREATE INDEX "vote_options_vote_idx" ON "vote_options" USING btree ("vote_id","sort");--> statement-breakpoint
CREATE INDEX "votes_published_start_idx" ON "votes" USING btree ("published","start_at");