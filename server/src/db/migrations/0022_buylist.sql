CREATE TABLE "buylist_lines" (
	"tenant_id" uuid NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "buylist_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"submission_id" integer NOT NULL,
	"product_id" integer,
	"product_name" text NOT NULL,
	"condition" text NOT NULL,
	"finish" text NOT NULL,
	"quantity" integer NOT NULL,
	"cash_price" numeric(12, 2) NOT NULL,
	"credit_price" numeric(12, 2) NOT NULL,
	"rejected" boolean DEFAULT false NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	CONSTRAINT "buylist_lines_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "buylist_lines_quantity_positive" CHECK ("buylist_lines"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "buylist_lines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "buylist_overrides" (
	"tenant_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"hotlist_percent" integer DEFAULT 0 NOT NULL,
	"not_buying" boolean DEFAULT false NOT NULL,
	"max_quantity" integer,
	CONSTRAINT "buylist_overrides_tenant_id_product_id_pk" PRIMARY KEY("tenant_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "buylist_overrides" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "buylist_settings" (
	"tenant_id" uuid NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"cash_percent" integer DEFAULT 30 NOT NULL,
	"credit_percent" integer DEFAULT 45 NOT NULL,
	"max_per_card" integer DEFAULT 4 NOT NULL,
	"budget" numeric(12, 2) DEFAULT 100000 NOT NULL,
	"condition_percents" jsonb DEFAULT '{"NM":100,"LP":85,"MP":70,"HP":50,"DMG":35}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buylist_settings_tenant_id_pk" PRIMARY KEY("tenant_id")
);
--> statement-breakpoint
ALTER TABLE "buylist_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "buylist_submissions" (
	"tenant_id" uuid NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "buylist_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"payout" text,
	"paid" numeric(12, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buylist_submissions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "buylist_submissions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "stock_receipts" (
	"tenant_id" uuid NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "stock_receipts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"supplier_stock_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_cost" numeric(12, 2) NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_receipts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "stock_receipts_quantity_positive" CHECK ("stock_receipts"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "stock_receipts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "buylist_lines" ADD CONSTRAINT "buylist_lines_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buylist_lines" ADD CONSTRAINT "buylist_lines_tenant_id_submission_id_buylist_submissions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","submission_id") REFERENCES "public"."buylist_submissions"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buylist_overrides" ADD CONSTRAINT "buylist_overrides_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buylist_overrides" ADD CONSTRAINT "buylist_overrides_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buylist_settings" ADD CONSTRAINT "buylist_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buylist_submissions" ADD CONSTRAINT "buylist_submissions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buylist_submissions" ADD CONSTRAINT "buylist_submissions_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_receipts" ADD CONSTRAINT "stock_receipts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_receipts" ADD CONSTRAINT "stock_receipts_stock_fk" FOREIGN KEY ("tenant_id","supplier_stock_id") REFERENCES "public"."supplier_stocks"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buylist_lines_submission_idx" ON "buylist_lines" USING btree ("tenant_id","submission_id");--> statement-breakpoint
CREATE INDEX "buylist_lines_product_idx" ON "buylist_lines" USING btree ("tenant_id","product_id","condition");--> statement-breakpoint
CREATE INDEX "buylist_submissions_user_idx" ON "buylist_submissions" USING btree ("tenant_id","user_id","id");--> statement-breakpoint
CREATE INDEX "buylist_submissions_status_idx" ON "buylist_submissions" USING btree ("tenant_id","status","id");--> statement-breakpoint
CREATE INDEX "stock_receipts_stock_idx" ON "stock_receipts" USING btree ("tenant_id","supplier_stock_id");--> statement-breakpoint
CREATE POLICY "buylist_lines_tenant_isolation" ON "buylist_lines" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_tenant_id()) WITH CHECK (tenant_id = current_tenant_id());--> statement-breakpoint
CREATE POLICY "buylist_overrides_tenant_isolation" ON "buylist_overrides" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_tenant_id()) WITH CHECK (tenant_id = current_tenant_id());--> statement-breakpoint
CREATE POLICY "buylist_settings_tenant_isolation" ON "buylist_settings" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_tenant_id()) WITH CHECK (tenant_id = current_tenant_id());--> statement-breakpoint
CREATE POLICY "buylist_submissions_tenant_isolation" ON "buylist_submissions" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_tenant_id()) WITH CHECK (tenant_id = current_tenant_id());--> statement-breakpoint
CREATE POLICY "stock_receipts_tenant_isolation" ON "stock_receipts" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_tenant_id()) WITH CHECK (tenant_id = current_tenant_id());