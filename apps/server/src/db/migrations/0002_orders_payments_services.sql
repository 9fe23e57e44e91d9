CREATE TABLE "paper_after_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"paper_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" bigint,
	"detail" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paper_files" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"paper_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"file_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paper_links" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"paper_id" bigint NOT NULL,
	"purpose" text NOT NULL,
	"author_position" integer,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paper_signatures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"paper_id" bigint NOT NULL,
	"author_position" integer NOT NULL,
	"signed_name" text NOT NULL,
	"version" text NOT NULL,
	"lang" text NOT NULL,
	"via" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paper_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"paper_id" bigint NOT NULL,
	"to_venue" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "invoice_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"invoice_id" bigint NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" bigint,
	"reason" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_titles" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"title_type" text NOT NULL,
	"invoice_title" text NOT NULL,
	"tax_no" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoice_titles_type_ck" CHECK ("invoice_titles"."title_type" in ('personal', 'company')),
	CONSTRAINT "invoice_titles_tax_no_ck" CHECK (("invoice_titles"."title_type" = 'company' and "invoice_titles"."tax_no" ~ '^[A-Z0-9]{15,20}$') or ("invoice_titles"."title_type" = 'personal' and "invoice_titles"."tax_no" = ''))
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"status" text NOT NULL,
	"title_type" text NOT NULL,
	"invoice_title" text NOT NULL,
	"tax_no" text DEFAULT '' NOT NULL,
	"invoice_type" text NOT NULL,
	"email" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"amount_fen" bigint NOT NULL,
	"invoice_no" text,
	"file_id" text,
	"reject_reason" text DEFAULT '' NOT NULL,
	"issued_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoices_status_ck" CHECK ("invoices"."status" in ('requested', 'issued', 'rejected')),
	CONSTRAINT "invoices_title_type_ck" CHECK ("invoices"."title_type" in ('personal', 'company')),
	CONSTRAINT "invoices_type_ck" CHECK ("invoices"."invoice_type" in ('normal', 'special')),
	CONSTRAINT "invoices_tax_no_ck" CHECK (("invoices"."title_type" = 'company' and "invoices"."tax_no" ~ '^[A-Z0-9]{15,20}$') or ("invoices"."title_type" = 'personal' and "invoices"."tax_no" = '')),
	CONSTRAINT "invoices_amount_nonneg" CHECK ("invoices"."amount_fen" >= 0),
	CONSTRAINT "invoices_issued_ck" CHECK ("invoices"."status" <> 'issued' or ("invoices"."file_id" is not null and "invoices"."invoice_no" is not null))
);
--> statement-breakpoint
CREATE TABLE "check_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"check_id" bigint NOT NULL,
	"from_progress" text,
	"to_progress" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" bigint,
	"note" text DEFAULT '' NOT NULL,
	"file_id" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"engine" text NOT NULL,
	"title" text NOT NULL,
	"file_id" text NOT NULL,
	"report_file_id" text,
	"similarity_bp" integer,
	"progress" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "check_orders_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "check_orders_progress" CHECK ("check_orders"."progress" in ('awaiting_payment','queued','checking','reported')),
	CONSTRAINT "check_orders_similarity" CHECK ("check_orders"."similarity_bp" is null or "check_orders"."similarity_bp" between 0 and 10000),
	CONSTRAINT "check_orders_report" CHECK ("check_orders"."progress" <> 'reported' or "check_orders"."report_file_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "trans_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"trans_id" bigint NOT NULL,
	"from_progress" text,
	"to_progress" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" bigint,
	"note" text DEFAULT '' NOT NULL,
	"file_id" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trans_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"type" text NOT NULL,
	"language_pair" text NOT NULL,
	"field" text NOT NULL,
	"word_count" integer NOT NULL,
	"turnaround" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"file_id" text NOT NULL,
	"delivered_file_id" text,
	"delivered_at" timestamp with time zone,
	"progress" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "trans_orders_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "trans_orders_words" CHECK ("trans_orders"."word_count" between 100 and 200000),
	CONSTRAINT "trans_orders_progress" CHECK ("trans_orders"."progress" in ('awaiting_payment','queued','in_progress','delivered','after_sales','completed','closed')),
	CONSTRAINT "trans_orders_delivered" CHECK ("trans_orders"."progress" <> 'delivered' or "trans_orders"."delivered_file_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "sci_authors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
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
CREATE TABLE "sci_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"from_progress" text,
	"to_progress" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" bigint,
	"action" text NOT NULL,
	"opinion" text DEFAULT '' NOT NULL,
	"file_id" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sci_papers" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"journal_id" bigint NOT NULL,
	"service_type" text NOT NULL,
	"title" text NOT NULL,
	"keywords" text NOT NULL,
	"abstract" text NOT NULL,
	"fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"file_id" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"progress" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sci_papers_progress_ck" CHECK ("sci_papers"."progress" in ('pending','submitted','reviewing','revision','resubmitted','accepted','rejected','withdrawn')),
	CONSTRAINT "sci_papers_type_ck" CHECK ("sci_papers"."service_type" in ('polish','submit','fullService'))
);
--> statement-breakpoint
CREATE TABLE "coupon_templates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"title_en" text NOT NULL,
	"type" text NOT NULL,
	"amount_off_fen" bigint DEFAULT 0 NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"threshold_fen" bigint DEFAULT 0 NOT NULL,
	"scope" text[] NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"stock" integer,
	"drawn" integer DEFAULT 0 NOT NULL,
	"drawable" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coupon_templates_code_unique" UNIQUE("code"),
	CONSTRAINT "coupon_templates_rule" CHECK (("coupon_templates"."type" = 'amount' and "coupon_templates"."amount_off_fen" > 0 and "coupon_templates"."amount_off_fen" < "coupon_templates"."threshold_fen" and "coupon_templates"."discount_percent" = 0)
        or ("coupon_templates"."type" = 'discount' and "coupon_templates"."discount_percent" between 1 and 99 and "coupon_templates"."amount_off_fen" = 0)),
	CONSTRAINT "coupon_templates_stock" CHECK ("coupon_templates"."stock" is null or "coupon_templates"."drawn" <= "coupon_templates"."stock")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"template_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"source" text NOT NULL,
	"drawn_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"order_id" bigint,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "gift_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"amount_fen" bigint DEFAULT 0 NOT NULL,
	"template_id" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gift_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "gift_codes_kind" CHECK (("gift_codes"."kind" = 'balance' and "gift_codes"."amount_fen" > 0) or ("gift_codes"."kind" = 'coupon' and "gift_codes"."template_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "gift_redemptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"gift_code_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "gift_redemptions_gift_code_id_unique" UNIQUE("gift_code_id")
);
--> statement-breakpoint
CREATE TABLE "pay_callback_nonces" (
	"channel" text NOT NULL,
	"nonce" text NOT NULL,
	"intent_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "pay_callback_nonces_channel_nonce_pk" PRIMARY KEY("channel","nonce")
);
--> statement-breakpoint
CREATE TABLE "pay_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"channel" text NOT NULL,
	"merchant" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "pay_intents_amount_pos" CHECK ("pay_intents"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "pay_password_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_receipts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"out_trade_no" text NOT NULL,
	"order_id" bigint NOT NULL,
	"amount_fen" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_refunds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"to_target" text NOT NULL,
	"channel" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"reason" text NOT NULL,
	"staff_id" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "pay_refunds_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "pay_refunds_amount_nonneg" CHECK ("pay_refunds"."amount_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pay_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_vouchers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"file_id" text NOT NULL,
	"status" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "topup_orders" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"bonus_fen" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_accounts" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"balance_fen" bigint DEFAULT 0 NOT NULL,
	"pay_password_hash" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wallet_balance_nonneg" CHECK ("wallet_accounts"."balance_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"delta_fen" bigint NOT NULL,
	"balance_after_fen" bigint NOT NULL,
	"reason" text NOT NULL,
	"order_id" bigint,
	"ref_id" bigint,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "wallet_ledger_after_nonneg" CHECK ("wallet_ledger"."balance_after_fen" >= 0),
	CONSTRAINT "wallet_ledger_delta_nonzero" CHECK ("wallet_ledger"."delta_fen" <> 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_id" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_fen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_by" text;--> statement-breakpoint
ALTER TABLE "paper_after_events" ADD CONSTRAINT "paper_after_events_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_files" ADD CONSTRAINT "paper_files_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_links" ADD CONSTRAINT "paper_links_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_signatures" ADD CONSTRAINT "paper_signatures_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_transfers" ADD CONSTRAINT "paper_transfers_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_events" ADD CONSTRAINT "invoice_events_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_titles" ADD CONSTRAINT "invoice_titles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_file_id_uploads_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_events" ADD CONSTRAINT "check_events_check_id_check_orders_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."check_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_orders" ADD CONSTRAINT "check_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_orders" ADD CONSTRAINT "check_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trans_events" ADD CONSTRAINT "trans_events_trans_id_trans_orders_id_fk" FOREIGN KEY ("trans_id") REFERENCES "public"."trans_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trans_orders" ADD CONSTRAINT "trans_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trans_orders" ADD CONSTRAINT "trans_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sci_authors" ADD CONSTRAINT "sci_authors_order_id_sci_papers_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sci_papers"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sci_events" ADD CONSTRAINT "sci_events_order_id_sci_papers_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sci_papers"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sci_papers" ADD CONSTRAINT "sci_papers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sci_papers" ADD CONSTRAINT "sci_papers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sci_papers" ADD CONSTRAINT "sci_papers_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_template_id_coupon_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_codes" ADD CONSTRAINT "gift_codes_template_id_coupon_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_redemptions" ADD CONSTRAINT "gift_redemptions_gift_code_id_gift_codes_id_fk" FOREIGN KEY ("gift_code_id") REFERENCES "public"."gift_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_redemptions" ADD CONSTRAINT "gift_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_intents" ADD CONSTRAINT "pay_intents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_intents" ADD CONSTRAINT "pay_intents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_password_failures" ADD CONSTRAINT "pay_password_failures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_receipts" ADD CONSTRAINT "pay_receipts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_refunds" ADD CONSTRAINT "pay_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_vouchers" ADD CONSTRAINT "pay_vouchers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_vouchers" ADD CONSTRAINT "pay_vouchers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topup_orders" ADD CONSTRAINT "topup_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "paper_after_events_paper_idx" ON "paper_after_events" USING btree ("paper_id","id");--> statement-breakpoint
CREATE INDEX "paper_files_paper_idx" ON "paper_files" USING btree ("paper_id","kind","id");--> statement-breakpoint
CREATE UNIQUE INDEX "paper_links_token_uq" ON "paper_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "paper_links_paper_idx" ON "paper_links" USING btree ("paper_id");--> statement-breakpoint
CREATE UNIQUE INDEX "paper_signatures_author_uq" ON "paper_signatures" USING btree ("paper_id","author_position");--> statement-breakpoint
CREATE UNIQUE INDEX "paper_transfers_pending_uq" ON "paper_transfers" USING btree ("paper_id") WHERE "paper_transfers"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "paper_transfers_paper_idx" ON "paper_transfers" USING btree ("paper_id","id");--> statement-breakpoint
CREATE INDEX "invoice_events_invoice_idx" ON "invoice_events" USING btree ("invoice_id","id");--> statement-breakpoint
CREATE INDEX "invoice_titles_user_idx" ON "invoice_titles" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_uq" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_no_uq" ON "invoices" USING btree ("invoice_no") WHERE "invoices"."invoice_no" is not null;--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "check_events_check_idx" ON "check_events" USING btree ("check_id","id");--> statement-breakpoint
CREATE INDEX "check_orders_user_idx" ON "check_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "check_orders_progress_idx" ON "check_orders" USING btree ("progress","created_at");--> statement-breakpoint
CREATE INDEX "trans_events_trans_idx" ON "trans_events" USING btree ("trans_id","id");--> statement-breakpoint
CREATE INDEX "trans_orders_user_idx" ON "trans_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "trans_orders_progress_idx" ON "trans_orders" USING btree ("progress","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sci_authors_position_uq" ON "sci_authors" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "sci_events_order_idx" ON "sci_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "sci_papers_user_idx" ON "sci_papers" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "sci_papers_progress_idx" ON "sci_papers" USING btree ("progress","updated_at");--> statement-breakpoint
CREATE INDEX "coupons_user_idx" ON "coupons" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_draw_once_uq" ON "coupons" USING btree ("template_id","user_id") WHERE "coupons"."source" = 'draw';--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_order_uq" ON "coupons" USING btree ("order_id") WHERE "coupons"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "pay_intents_order_idx" ON "pay_intents" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "pay_password_failures_user_idx" ON "pay_password_failures" USING btree ("user_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_receipts_trade_uq" ON "pay_receipts" USING btree ("channel","out_trade_no");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_receipts_order_uq" ON "pay_receipts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "pay_vouchers_order_idx" ON "pay_vouchers" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_vouchers_pending_uq" ON "pay_vouchers" USING btree ("order_id") WHERE "pay_vouchers"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "wallet_ledger_user_idx" ON "wallet_ledger" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_ledger_order_reason_uq" ON "wallet_ledger" USING btree ("order_id","reason") WHERE "wallet_ledger"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_coupon_uq" ON "orders" USING btree ("coupon_id") WHERE "orders"."coupon_id" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_range" CHECK ("orders"."discount_fen" >= 0 and "orders"."discount_fen" <= "orders"."amount_fen");