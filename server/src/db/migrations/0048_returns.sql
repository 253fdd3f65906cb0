CREATE TABLE "return_items" (
	"tenant_id" uuid NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "return_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"return_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"received_quantity" integer,
	"received_condition" text,
	"restocked" boolean DEFAULT false NOT NULL,
	CONSTRAINT "return_items_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "return_items_quantity_positive" CHECK ("return_items"."quantity" > 0),
	CONSTRAINT "return_items_received_range" CHECK ("return_items"."received_quantity" is null or "return_items"."received_quantity" between 0 and "return_items"."quantity")
);
--> statement-breakpoint
ALTER TABLE "return_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "returns" (
	"tenant_id" uuid NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "returns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"refund_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returns_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "returns_status" CHECK ("returns"."status" in ('requested', 'approved', 'rejected', 'received', 'refunded', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "returns" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "return_items" ADD CONSTRAINT "return_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_items" ADD CONSTRAINT "return_items_tenant_id_return_id_returns_tenant_id_id_fk" FOREIGN KEY ("tenant_id","return_id") REFERENCES "public"."returns"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_items" ADD CONSTRAINT "return_items_tenant_id_order_item_id_order_items_tenant_id_id_fk" FOREIGN KEY ("tenant_id","order_item_id") REFERENCES "public"."order_items"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_tenant_id_order_id_orders_tenant_id_id_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_tenant_id_refund_id_refunds_tenant_id_id_fk" FOREIGN KEY ("tenant_id","refund_id") REFERENCES "public"."refunds"("tenant_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_items_tenant_return_idx" ON "return_items" USING btree ("tenant_id","return_id");--> statement-breakpoint
CREATE INDEX "return_items_tenant_item_idx" ON "return_items" USING btree ("tenant_id","order_item_id");--> statement-breakpoint
CREATE INDEX "returns_tenant_order_idx" ON "returns" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE INDEX "returns_tenant_status_idx" ON "returns" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
CREATE POLICY "return_items_tenant_isolation" ON "return_items" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_tenant_id()) WITH CHECK (tenant_id = current_tenant_id());--> statement-breakpoint
CREATE POLICY "returns_tenant_isolation" ON "returns" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_tenant_id()) WITH CHECK (tenant_id = current_tenant_id());