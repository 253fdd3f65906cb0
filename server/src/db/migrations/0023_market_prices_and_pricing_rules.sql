CREATE TABLE "current_prices" (
	"tenant_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"finish" text NOT NULL,
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"metric" text NOT NULL,
	"currency" text NOT NULL,
	"day" date NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	CONSTRAINT "current_prices_tenant_id_product_id_finish_provider_kind_metric_pk" PRIMARY KEY("tenant_id","product_id","finish","provider","kind","metric")
);
--> statement-breakpoint
ALTER TABLE "current_prices" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "price_history" (
	"tenant_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"finish" text NOT NULL,
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"metric" text NOT NULL,
	"currency" text NOT NULL,
	"day" date NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	CONSTRAINT "price_history_tenant_id_product_id_finish_provider_kind_metric_day_pk" PRIMARY KEY("tenant_id","product_id","finish","provider","kind","metric","day")
);
--> statement-breakpoint
ALTER TABLE "price_history" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "pricing_rules" (
	"tenant_id" uuid NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "pricing_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"game" text,
	"set_code" text,
	"rarity" text,
	"finish" text,
	"condition" text,
	"min_price" numeric(12, 2),
	"max_price" numeric(12, 2),
	"base" text NOT NULL,
	"provider" text,
	"fixed_price" numeric(12, 2),
	"percent" numeric(7, 2) DEFAULT '0' NOT NULL,
	"amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"floor" numeric(12, 2),
	"ceiling" numeric(12, 2),
	"rounding" text DEFAULT 'none' NOT NULL,
	CONSTRAINT "pricing_rules_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "pricing_rules" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "pricing_run_changes" (
	"tenant_id" uuid NOT NULL,
	"run_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"old_price" numeric(12, 2) NOT NULL,
	"new_price" numeric(12, 2) NOT NULL,
	CONSTRAINT "pricing_run_changes_tenant_id_run_id_variant_id_pk" PRIMARY KEY("tenant_id","run_id","variant_id")
);
--> statement-breakpoint
ALTER TABLE "pricing_run_changes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "pricing_runs" (
	"tenant_id" uuid NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "pricing_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"actor" text NOT NULL,
	"changed" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	CONSTRAINT "pricing_runs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "pricing_runs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "pricing_settings" (
	"tenant_id" uuid NOT NULL,
	"condition_percents" jsonb DEFAULT '{"NM":100,"LP":85,"MP":70,"HP":50,"DMG":35}'::jsonb NOT NULL,
	"market_provider" text DEFAULT 'tcgplayer' NOT NULL,
	"auto_apply" boolean DEFAULT false NOT NULL,
	CONSTRAINT "pricing_settings_tenant_id_pk" PRIMARY KEY("tenant_id")
);
--> statement-breakpoint
ALTER TABLE "pricing_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "supplier_pricing" (
	"tenant_id" uuid NOT NULL,
	"supplier_id" integer NOT NULL,
	"mode" text DEFAULT 'store' NOT NULL,
	CONSTRAINT "supplier_pricing_tenant_id_supplier_id_pk" PRIMARY KEY("tenant_id","supplier_id"),
	CONSTRAINT "supplier_pricing_mode" CHECK ("supplier_pricing"."mode" in ('store', 'own'))
);
--> statement-breakpoint
ALTER TABLE "supplier_pricing" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "current_prices" ADD CONSTRAINT "current_prices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "current_prices" ADD CONSTRAINT "current_prices_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_rules" ADD CONSTRAINT "pricing_rules_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_run_changes" ADD CONSTRAINT "pricing_run_changes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_run_changes" ADD CONSTRAINT "pricing_run_changes_tenant_id_run_id_pricing_runs_tenant_id_id_fk" FOREIGN KEY ("tenant_id","run_id") REFERENCES "public"."pricing_runs"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_run_changes" ADD CONSTRAINT "pricing_run_changes_variant_fk" FOREIGN KEY ("tenant_id","variant_id") REFERENCES "public"."product_variants"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_runs" ADD CONSTRAINT "pricing_runs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_settings" ADD CONSTRAINT "pricing_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_pricing" ADD CONSTRAINT "supplier_pricing_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_pricing" ADD CONSTRAINT "supplier_pricing_tenant_id_supplier_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","supplier_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pricing_rules_position_idx" ON "pricing_rules" USING btree ("tenant_id","position");--> statement-breakpoint
CREATE INDEX "tcg_cards_source_idx" ON "tcg_cards" USING btree ("tenant_id","source_id");--> statement-breakpoint
CREATE POLICY "current_prices_tenant_isolation" ON "current_prices" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_tenant_id()) WITH CHECK (tenant_id = current_tenant_id());--> statement-breakpoint
CREATE POLICY "price_history_tenant_isolation" ON "price_history" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_tenant_id()) WITH CHECK (tenant_id = current_tenant_id());--> statement-breakpoint
CREATE POLICY "pricing_rules_tenant_isolation" ON "pricing_rules" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_tenant_id()) WITH CHECK (tenant_id = current_tenant_id());--> statement-breakpoint
CREATE POLICY "pricing_run_changes_tenant_isolation" ON "pricing_run_changes" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_tenant_id()) WITH CHECK (tenant_id = current_tenant_id());--> statement-breakpoint
CREATE POLICY "pricing_runs_tenant_isolation" ON "pricing_runs" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_tenant_id()) WITH CHECK (tenant_id = current_tenant_id());--> statement-breakpoint
CREATE POLICY "pricing_settings_tenant_isolation" ON "pricing_settings" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_tenant_id()) WITH CHECK (tenant_id = current_tenant_id());--> statement-breakpoint
CREATE POLICY "supplier_pricing_tenant_isolation" ON "supplier_pricing" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_tenant_id()) WITH CHECK (tenant_id = current_tenant_id());