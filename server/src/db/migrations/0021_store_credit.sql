CREATE TABLE "store_credit_accounts" (
	"tenant_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"balance" numeric(12, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_credit_accounts_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id"),
	CONSTRAINT "store_credit_accounts_balance_not_negative" CHECK ("store_credit_accounts"."balance" >= 0)
);
--> statement-breakpoint
ALTER TABLE "store_credit_accounts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "store_credit_entries" (
	"tenant_id" uuid NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "store_credit_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"balance_after" numeric(12, 2) NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"order_id" integer,
	"order_number" text,
	"submission_id" integer,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_credit_entries_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "store_credit_entries_amount_not_zero" CHECK ("store_credit_entries"."amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "store_credit_entries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "store_credit_accounts" ADD CONSTRAINT "store_credit_accounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_accounts" ADD CONSTRAINT "store_credit_accounts_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_credit_entries_user_idx" ON "store_credit_entries" USING btree ("tenant_id","user_id","id");--> statement-breakpoint
CREATE INDEX "store_credit_entries_order_idx" ON "store_credit_entries" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE POLICY "store_credit_accounts_tenant_isolation" ON "store_credit_accounts" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_tenant_id()) WITH CHECK (tenant_id = current_tenant_id());--> statement-breakpoint
CREATE POLICY "store_credit_entries_tenant_isolation" ON "store_credit_entries" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_tenant_id()) WITH CHECK (tenant_id = current_tenant_id());