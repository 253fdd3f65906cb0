CREATE TABLE "order_item_stocks" (
	"tenant_id" uuid NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "order_item_stocks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_item_id" integer NOT NULL,
	"supplier_stock_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "order_item_stocks_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "order_item_stocks_quantity_positive" CHECK ("order_item_stocks"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_item_stocks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "order_item_stocks" ADD CONSTRAINT "order_item_stocks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_stocks" ADD CONSTRAINT "order_item_stocks_item_fk" FOREIGN KEY ("tenant_id","order_item_id") REFERENCES "public"."order_items"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_stocks" ADD CONSTRAINT "order_item_stocks_stock_fk" FOREIGN KEY ("tenant_id","supplier_stock_id") REFERENCES "public"."supplier_stocks"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_item_stocks_item_idx" ON "order_item_stocks" USING btree ("tenant_id","order_item_id");--> statement-breakpoint
CREATE INDEX "order_item_stocks_stock_idx" ON "order_item_stocks" USING btree ("tenant_id","supplier_stock_id");--> statement-breakpoint
CREATE POLICY "order_item_stocks_tenant_isolation" ON "order_item_stocks" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_tenant_id()) WITH CHECK (tenant_id = current_tenant_id());