CREATE TABLE "buylist_rules" (
	"tenant_id" uuid NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "buylist_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"game" text,
	"set_code" text,
	"rarity" text,
	"finish" text,
	"min_price" numeric(12, 2),
	"max_price" numeric(12, 2),
	"cash_percent" integer NOT NULL,
	"credit_percent" integer NOT NULL,
	CONSTRAINT "buylist_rules_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "buylist_rules" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "buylist_rules" ADD CONSTRAINT "buylist_rules_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buylist_rules_position_idx" ON "buylist_rules" USING btree ("tenant_id","position");--> statement-breakpoint
CREATE POLICY "buylist_rules_tenant_isolation" ON "buylist_rules" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_tenant_id()) WITH CHECK (tenant_id = current_tenant_id());