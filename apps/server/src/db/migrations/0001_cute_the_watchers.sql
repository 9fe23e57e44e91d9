CREATE TABLE "paper_authors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"paper_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"corresponding" boolean DEFAULT false NOT NULL,
	"name_en" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"country_code" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"affiliation" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"field" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paper_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"paper_id" bigint NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" bigint,
	"action" text,
	"reason" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "papers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"meeting_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"title" text NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"abstract" text DEFAULT '' NOT NULL,
	"fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"file_id" text,
	"coupon_code" text DEFAULT '' NOT NULL,
	"referral_code" text DEFAULT '' NOT NULL,
	"invite_code" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "annual_signups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"meeting_id" bigint NOT NULL,
	"name" text NOT NULL,
	"country_code" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"unit" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"registration_id" bigint NOT NULL,
	"meeting_id" bigint NOT NULL,
	"method" text NOT NULL,
	"staff_id" bigint,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_categories" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"meeting_id" bigint NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"fee_fen" bigint NOT NULL,
	"capacity" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	CONSTRAINT "meeting_categories_fee_nonneg" CHECK ("meeting_categories"."fee_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "meeting_collections" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"meeting_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_dialogs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"meeting_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"from_staff" boolean NOT NULL,
	"staff_id" bigint,
	"content" text NOT NULL,
	"read_by_user" boolean DEFAULT false NOT NULL,
	"read_by_staff" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"meeting_id" bigint,
	"key" text,
	"title" text NOT NULL,
	"title_en" text NOT NULL,
	"content" text NOT NULL,
	"content_en" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_settings" (
	"meeting_id" bigint PRIMARY KEY NOT NULL,
	"reg_open_at" timestamp with time zone,
	"reg_close_at" timestamp with time zone,
	"submit_open_at" timestamp with time zone,
	"submit_deadline_at" timestamp with time zone,
	"paper_max_mb" integer,
	"is_annual" boolean DEFAULT false NOT NULL,
	"payment_channels" text[] DEFAULT '{offline}'::text[] NOT NULL,
	"offline_account" text DEFAULT '' NOT NULL,
	"offline_account_en" text DEFAULT '' NOT NULL,
	"invoice_allowed" boolean DEFAULT true NOT NULL,
	"invoice_types" text[] DEFAULT '{normal}'::text[] NOT NULL,
	"invoice_note" text DEFAULT '' NOT NULL,
	"invoice_note_en" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"meeting_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"category_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"name" text NOT NULL,
	"country_code" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"unit" text NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"ticket_code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "registrations_ticket_code_unique" UNIQUE("ticket_code")
);
--> statement-breakpoint
CREATE TABLE "user_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"title_en" text NOT NULL,
	"body" text NOT NULL,
	"body_en" text NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"unique_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_messages_unique_key_unique" UNIQUE("unique_key")
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" bigint,
	"reason" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" bigint NOT NULL,
	"meeting_id" bigint,
	"amount_fen" bigint NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "orders_amount_nonneg" CHECK ("orders"."amount_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "allowance_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sheet_id" bigint NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" bigint,
	"reason" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "allowance_sheets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sheet_no" text NOT NULL,
	"meeting_id" bigint,
	"guest_user_id" bigint,
	"guest_country_code" text NOT NULL,
	"guest_phone" text NOT NULL,
	"guest_email" text NOT NULL,
	"expert_name" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"passport_no" text DEFAULT '' NOT NULL,
	"swift_code" text DEFAULT '' NOT NULL,
	"bank_card" text NOT NULL,
	"bank_name" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"token_used_at" timestamp with time zone,
	"confirm_country_code" text DEFAULT '' NOT NULL,
	"confirm_phone" text DEFAULT '' NOT NULL,
	"confirm_email" text DEFAULT '' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"return_reason" text DEFAULT '' NOT NULL,
	"staff_comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "allowance_sheets_sheet_no_unique" UNIQUE("sheet_no"),
	CONSTRAINT "allowance_sheets_amount_pos" CHECK ("allowance_sheets"."amount_fen" > 0)
);
--> statement-breakpoint
ALTER TABLE "paper_authors" ADD CONSTRAINT "paper_authors_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_events" ADD CONSTRAINT "paper_events_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "papers" ADD CONSTRAINT "papers_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "papers" ADD CONSTRAINT "papers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "annual_signups" ADD CONSTRAINT "annual_signups_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkins" ADD CONSTRAINT "checkins_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkins" ADD CONSTRAINT "checkins_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkins" ADD CONSTRAINT "checkins_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_categories" ADD CONSTRAINT "meeting_categories_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_collections" ADD CONSTRAINT "meeting_collections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_collections" ADD CONSTRAINT "meeting_collections_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_dialogs" ADD CONSTRAINT "meeting_dialogs_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_dialogs" ADD CONSTRAINT "meeting_dialogs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_dialogs" ADD CONSTRAINT "meeting_dialogs_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_notices" ADD CONSTRAINT "meeting_notices_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_settings" ADD CONSTRAINT "meeting_settings_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_category_id_meeting_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."meeting_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_messages" ADD CONSTRAINT "user_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allowance_events" ADD CONSTRAINT "allowance_events_sheet_id_allowance_sheets_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."allowance_sheets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allowance_sheets" ADD CONSTRAINT "allowance_sheets_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allowance_sheets" ADD CONSTRAINT "allowance_sheets_guest_user_id_users_id_fk" FOREIGN KEY ("guest_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "paper_authors_position_uq" ON "paper_authors" USING btree ("paper_id","position");--> statement-breakpoint
CREATE INDEX "paper_events_paper_idx" ON "paper_events" USING btree ("paper_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "papers_meeting_user_uq" ON "papers" USING btree ("meeting_id","user_id");--> statement-breakpoint
CREATE INDEX "papers_user_idx" ON "papers" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "papers_meeting_status_idx" ON "papers" USING btree ("meeting_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "annual_signups_phone_uq" ON "annual_signups" USING btree ("meeting_id","country_code","phone");--> statement-breakpoint
CREATE UNIQUE INDEX "checkins_registration_uq" ON "checkins" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "checkins_meeting_idx" ON "checkins" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "meeting_categories_meeting_idx" ON "meeting_categories" USING btree ("meeting_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_collections_uq" ON "meeting_collections" USING btree ("user_id","meeting_id");--> statement-breakpoint
CREATE INDEX "meeting_dialogs_thread_idx" ON "meeting_dialogs" USING btree ("meeting_id","user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_notices_key_uq" ON "meeting_notices" USING btree ("key") WHERE "meeting_notices"."meeting_id" is null;--> statement-breakpoint
CREATE INDEX "meeting_notices_meeting_idx" ON "meeting_notices" USING btree ("meeting_id","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_one_active_uq" ON "registrations" USING btree ("meeting_id","user_id") WHERE "registrations"."active";--> statement-breakpoint
CREATE INDEX "registrations_user_idx" ON "registrations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "registrations_category_idx" ON "registrations" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_order_uq" ON "registrations" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "user_messages_user_idx" ON "user_messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "allowance_events_sheet_idx" ON "allowance_events" USING btree ("sheet_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "allowance_sheets_token_uq" ON "allowance_sheets" USING btree ("token_hash") WHERE "allowance_sheets"."token_hash" is not null;--> statement-breakpoint
CREATE INDEX "allowance_sheets_guest_idx" ON "allowance_sheets" USING btree ("guest_user_id");--> statement-breakpoint
CREATE INDEX "allowance_sheets_meeting_idx" ON "allowance_sheets" USING btree ("meeting_id","status");