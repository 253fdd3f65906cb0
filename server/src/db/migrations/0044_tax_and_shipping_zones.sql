CREATE TABLE "shipping_zones" (
	"tenant_id" uuid NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "shipping_zones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"places" text[] DEFAULT '{}'::text[] NOT NULL,
	"free_over" numeric(12, 2),
	CONSTRAINT "shipping_zones_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "shipping_zones" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "tax_exempt_customers" (
	"tenant_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "tax_exempt_customers_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "tax_exempt_customers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"tenant_id" uuid NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "tax_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"country" text NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"rate" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	CONSTRAINT "tax_rates_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "tax_rates_rate_range" CHECK ("tax_rates"."rate" between 0 and 100000)
);
--> statement-breakpoint
ALTER TABLE "tax_rates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "tax_settings" (
	"tenant_id" uuid NOT NULL,
	"prices_include_tax" boolean DEFAULT false NOT NULL,
	CONSTRAINT "tax_settings_tenant_id_pk" PRIMARY KEY("tenant_id")
);
--> statement-breakpoint
ALTER TABLE "tax_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD COLUMN "zone_id" integer;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD COLUMN "pickup" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD COLUMN "min_subtotal" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD COLUMN "max_subtotal" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD COLUMN "min_items" integer;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD COLUMN "max_items" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tax" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_total" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_included" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_zones" ADD CONSTRAINT "shipping_zones_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_exempt_customers" ADD CONSTRAINT "tax_exempt_customers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_exempt_customers" ADD CONSTRAINT "tax_exempt_customers_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_settings" ADD CONSTRAINT "tax_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rates_tenant_place_idx" ON "tax_rates" USING btree ("tenant_id","country","region");--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD CONSTRAINT "shipping_methods_tenant_id_zone_id_shipping_zones_tenant_id_id_fk" FOREIGN KEY ("tenant_id","zone_id") REFERENCES "public"."shipping_zones"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "shipping_zones_tenant_isolation" ON "shipping_zones" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_tenant_id()) WITH CHECK (tenant_id = current_tenant_id());--> statement-breakpoint
CREATE POLICY "tax_exempt_customers_tenant_isolation" ON "tax_exempt_customers" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_tenant_id()) WITH CHECK (tenant_id = current_tenant_id());--> statement-breakpoint
CREATE POLICY "tax_rates_tenant_isolation" ON "tax_rates" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_tenant_id()) WITH CHECK (tenant_id = current_tenant_id());--> statement-breakpoint
CREATE POLICY "tax_settings_tenant_isolation" ON "tax_settings" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_tenant_id()) WITH CHECK (tenant_id = current_tenant_id());