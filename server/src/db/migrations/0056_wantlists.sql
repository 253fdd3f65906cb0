CREATE TABLE "wantlist_digests" (
	"tenant_id" uuid NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "wantlist_digests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"matches" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wantlist_digests_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "wantlist_digests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "wantlist_items" (
	"tenant_id" uuid NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "wantlist_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"wantlist_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"set_code" text,
	"condition" text,
	"finish" text,
	"language" text,
	"max_price" numeric(12, 2),
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wantlist_items_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "wantlist_items_quantity_positive" CHECK ("wantlist_items"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "wantlist_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "wantlist_matches" (
	"tenant_id" uuid NOT NULL,
	"item_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"silent" boolean DEFAULT false NOT NULL,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wantlist_matches_tenant_id_item_id_variant_id_pk" PRIMARY KEY("tenant_id","item_id","variant_id")
);
--> statement-breakpoint
ALTER TABLE "wantlist_matches" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "wantlist_scans" (
	"tenant_id" uuid NOT NULL,
	"watermark" bigint NOT NULL,
	"scanned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wantlist_scans_tenant_id_pk" PRIMARY KEY("tenant_id")
);
--> statement-breakpoint
ALTER TABLE "wantlist_scans" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "wantlists" (
	"tenant_id" uuid NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "wantlists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"alerts" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wantlists_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "wantlists" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "wantlist_digests" ADD CONSTRAINT "wantlist_digests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wantlist_digests" ADD CONSTRAINT "wantlist_digests_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wantlist_items" ADD CONSTRAINT "wantlist_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wantlist_items" ADD CONSTRAINT "wantlist_items_tenant_id_wantlist_id_wantlists_tenant_id_id_fk" FOREIGN KEY ("tenant_id","wantlist_id") REFERENCES "public"."wantlists"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wantlist_matches" ADD CONSTRAINT "wantlist_matches_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wantlist_matches" ADD CONSTRAINT "wantlist_matches_tenant_id_item_id_wantlist_items_tenant_id_id_fk" FOREIGN KEY ("tenant_id","item_id") REFERENCES "public"."wantlist_items"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wantlist_matches" ADD CONSTRAINT "wantlist_matches_tenant_id_variant_id_product_variants_tenant_id_id_fk" FOREIGN KEY ("tenant_id","variant_id") REFERENCES "public"."product_variants"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wantlist_scans" ADD CONSTRAINT "wantlist_scans_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wantlists" ADD CONSTRAINT "wantlists_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wantlists" ADD CONSTRAINT "wantlists_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wantlist_digests_user_idx" ON "wantlist_digests" USING btree ("tenant_id","user_id","sent_at");--> statement-breakpoint
CREATE INDEX "wantlist_items_list_idx" ON "wantlist_items" USING btree ("tenant_id","wantlist_id");--> statement-breakpoint
CREATE INDEX "wantlist_items_name_idx" ON "wantlist_items" USING btree ("tenant_id","name_key");--> statement-breakpoint
CREATE INDEX "wantlist_matches_product_idx" ON "wantlist_matches" USING btree ("tenant_id","product_id");--> statement-breakpoint
CREATE INDEX "wantlists_tenant_user_idx" ON "wantlists" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE POLICY "wantlist_digests_tenant_isolation" ON "wantlist_digests" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_tenant_id()) WITH CHECK (tenant_id = current_tenant_id());--> statement-breakpoint
CREATE POLICY "wantlist_items_tenant_isolation" ON "wantlist_items" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_tenant_id()) WITH CHECK (tenant_id = current_tenant_id());--> statement-breakpoint
CREATE POLICY "wantlist_matches_tenant_isolation" ON "wantlist_matches" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_tenant_id()) WITH CHECK (tenant_id = current_tenant_id());--> statement-breakpoint
CREATE POLICY "wantlist_scans_tenant_isolation" ON "wantlist_scans" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_tenant_id()) WITH CHECK (tenant_id = current_tenant_id());--> statement-breakpoint
CREATE POLICY "wantlists_tenant_isolation" ON "wantlists" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_tenant_id()) WITH CHECK (tenant_id = current_tenant_id());