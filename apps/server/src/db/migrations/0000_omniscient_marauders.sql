CREATE TABLE "cms_articles" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"category_id" bigint NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"cover" text,
	"is_top" boolean DEFAULT false NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_categories" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"in_menu" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_pics" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slot" text NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_leads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country_code" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"company" text,
	"message" text,
	"source" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"title" text NOT NULL,
	"title_en" text NOT NULL,
	"institution" text NOT NULL,
	"institution_en" text NOT NULL,
	"field" text NOT NULL,
	"expert_type" text NOT NULL,
	"avatar" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"issn" text NOT NULL,
	"subject" text NOT NULL,
	"partition" text NOT NULL,
	"index_type" text NOT NULL,
	"impact_factor" integer NOT NULL,
	"review_cycle" text NOT NULL,
	"review_cycle_en" text NOT NULL,
	"cover" text NOT NULL,
	"sci_service" boolean DEFAULT false NOT NULL,
	"publisher" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "literature" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"authors" text NOT NULL,
	"journal" text NOT NULL,
	"year" integer NOT NULL,
	"doi" text NOT NULL,
	"field" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"title_en" text NOT NULL,
	"field" text NOT NULL,
	"city" text NOT NULL,
	"city_en" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"submit_deadline" date,
	"cover" text NOT NULL,
	"is_top" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	CONSTRAINT "meetings_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "mentors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"title" text NOT NULL,
	"title_en" text NOT NULL,
	"institution" text NOT NULL,
	"institution_en" text NOT NULL,
	"field" text NOT NULL,
	"avatar" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recruits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_en" text NOT NULL,
	"company" text NOT NULL,
	"company_en" text NOT NULL,
	"city" text NOT NULL,
	"city_en" text NOT NULL,
	"salary" text NOT NULL,
	"is_top" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"task_no" text NOT NULL,
	"title" text NOT NULL,
	"title_en" text NOT NULL,
	"task_type" text NOT NULL,
	"field" text NOT NULL,
	"language" text NOT NULL,
	"remuneration_fen" bigint NOT NULL,
	"deadline" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tasks_task_no_unique" UNIQUE("task_no")
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"type" text NOT NULL,
	"original_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captchas" (
	"id" text PRIMARY KEY NOT NULL,
	"answer_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"ip" text NOT NULL,
	"success" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scan_tickets" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"user_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"country_code" text DEFAULT '86' NOT NULL,
	"phone" text,
	"email" text,
	"password_hash" text NOT NULL,
	"nickname" text NOT NULL,
	"avatar" text,
	"role" text DEFAULT 'user' NOT NULL,
	"lang" text DEFAULT 'zh' NOT NULL,
	"anency" smallint DEFAULT -1 NOT NULL,
	"reader" smallint DEFAULT -1 NOT NULL,
	"applying" smallint DEFAULT 0 NOT NULL,
	"authentication" smallint DEFAULT 0 NOT NULL,
	"certificates" text[] DEFAULT '{}'::text[] NOT NULL,
	"member_level" smallint DEFAULT 0 NOT NULL,
	"credits" integer DEFAULT 0 NOT NULL,
	"invite_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"password_changed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "verify_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"wrong_tries" smallint DEFAULT 0 NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "cms_articles" ADD CONSTRAINT "cms_articles_category_id_cms_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."cms_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_tickets" ADD CONSTRAINT "scan_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cms_articles_cat_idx" ON "cms_articles" USING btree ("category_id","lang","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cms_categories_code_uq" ON "cms_categories" USING btree ("code");--> statement-breakpoint
CREATE INDEX "cms_pics_slot_idx" ON "cms_pics" USING btree ("slot","lang");--> statement-breakpoint
CREATE INDEX "login_attempts_account_idx" ON "login_attempts" USING btree ("account","created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_idx" ON "login_attempts" USING btree ("ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_uq" ON "users" USING btree ("country_code","phone") WHERE "users"."phone" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree (lower("email")) WHERE "users"."email" is not null;--> statement-breakpoint
CREATE INDEX "verify_codes_recipient_idx" ON "verify_codes" USING btree ("recipient","created_at");--> statement-breakpoint
CREATE INDEX "verify_codes_ip_idx" ON "verify_codes" USING btree ("ip","created_at");