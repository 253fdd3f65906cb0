CREATE TABLE "sale_rules" (
	"tenant_id" uuid NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "sale_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"game" text,
	"set_code" text,
	"rarity" text,
	"category_id" integer,
	"product_type_id" integer,
	"product_id" integer,
	"kind" text NOT NULL,
	"percent" numeric(5, 2) DEFAULT '0' NOT NULL,
	"amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"applied" text DEFAULT 'scheduled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_rules_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "sale_rules_kind" CHECK ("sale_rules"."kind" in ('percent', 'amount')),
	CONSTRAINT "sale_rules_applied" CHECK ("sale_rules"."applied" in ('scheduled', 'running', 'ended'))
);
--> statement-breakpoint
ALTER TABLE "sale_rules" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "regular_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_rule_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "regular_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "regular_compare_at_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "sale_rules" ADD CONSTRAINT "sale_rules_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_rules" ADD CONSTRAINT "sale_rules_tenant_id_category_id_categories_tenant_id_id_fk" FOREIGN KEY ("tenant_id","category_id") REFERENCES "public"."categories"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_rules" ADD CONSTRAINT "sale_rules_tenant_id_product_type_id_product_types_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_type_id") REFERENCES "public"."product_types"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_rules" ADD CONSTRAINT "sale_rules_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_rules_position_idx" ON "sale_rules" USING btree ("tenant_id","position");--> statement-breakpoint
CREATE INDEX "products_tenant_sale_rule_idx" ON "products" USING btree ("tenant_id","sale_rule_id") WHERE "products"."sale_rule_id" is not null;--> statement-breakpoint
CREATE POLICY "sale_rules_tenant_isolation" ON "sale_rules" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_tenant_id()) WITH CHECK (tenant_id = current_tenant_id());