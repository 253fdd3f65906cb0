CREATE TABLE "refund_items" (
	"tenant_id" uuid NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "refund_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"refund_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"tax" numeric(12, 2) NOT NULL,
	CONSTRAINT "refund_items_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "refund_items_quantity_positive" CHECK ("refund_items"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "refund_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "refunds" (
	"tenant_id" uuid NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"lines_amount" numeric(12, 2) NOT NULL,
	"shipping_amount" numeric(12, 2) NOT NULL,
	"tax_amount" numeric(12, 2) NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"provider_refund_id" text,
	"actor_id" integer,
	"actor_name" text,
	"reason" text DEFAULT '' NOT NULL,
	"restocked" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "refunds_total_positive" CHECK ("refunds"."total" > 0),
	CONSTRAINT "refunds_method" CHECK ("refunds"."method" in ('card', 'store_credit')),
	CONSTRAINT "refunds_status" CHECK ("refunds"."status" in ('pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "refunds" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "refund_items" ADD CONSTRAINT "refund_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_items" ADD CONSTRAINT "refund_items_tenant_id_refund_id_refunds_tenant_id_id_fk" FOREIGN KEY ("tenant_id","refund_id") REFERENCES "public"."refunds"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_items" ADD CONSTRAINT "refund_items_tenant_id_order_item_id_order_items_tenant_id_id_fk" FOREIGN KEY ("tenant_id","order_item_id") REFERENCES "public"."order_items"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_tenant_id_order_id_orders_tenant_id_id_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refund_items_tenant_refund_idx" ON "refund_items" USING btree ("tenant_id","refund_id");--> statement-breakpoint
CREATE INDEX "refund_items_tenant_item_idx" ON "refund_items" USING btree ("tenant_id","order_item_id");--> statement-breakpoint
CREATE INDEX "refunds_tenant_order_idx" ON "refunds" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE POLICY "refund_items_tenant_isolation" ON "refund_items" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_tenant_id()) WITH CHECK (tenant_id = current_tenant_id());--> statement-breakpoint
CREATE POLICY "refunds_tenant_isolation" ON "refunds" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_tenant_id()) WITH CHECK (tenant_id = current_tenant_id());