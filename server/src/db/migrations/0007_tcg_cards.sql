CREATE TABLE "tcg_cards" (
	"tenant_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"game" text NOT NULL,
	"set_code" text NOT NULL,
	"set_name" text NOT NULL,
	"collector_number" text DEFAULT '' NOT NULL,
	"rarity" text NOT NULL,
	"rarity_rank" smallint DEFAULT 0 NOT NULL,
	"type_line" text DEFAULT '' NOT NULL,
	"types" text[] DEFAULT '{}'::text[] NOT NULL,
	"colors" text[] DEFAULT '{}'::text[] NOT NULL,
	"mana_cost" text DEFAULT '' NOT NULL,
	"mana_value" numeric(6, 1),
	"power" text DEFAULT '' NOT NULL,
	"power_value" numeric(6, 1),
	"toughness" text DEFAULT '' NOT NULL,
	"toughness_value" numeric(6, 1),
	"oracle_text" text DEFAULT '' NOT NULL,
	"has_foil" boolean DEFAULT false NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	CONSTRAINT "tcg_cards_tenant_id_product_id_pk" PRIMARY KEY("tenant_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "tcg_cards" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "tcg_cards" ADD CONSTRAINT "tcg_cards_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tcg_cards" ADD CONSTRAINT "tcg_cards_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tcg_cards_game_rarity_idx" ON "tcg_cards" USING btree ("tenant_id","game",lower("rarity"));--> statement-breakpoint
CREATE INDEX "tcg_cards_set_idx" ON "tcg_cards" USING btree ("tenant_id","set_code");--> statement-breakpoint
CREATE INDEX "tcg_cards_mana_value_idx" ON "tcg_cards" USING btree ("tenant_id","mana_value");--> statement-breakpoint
CREATE INDEX "tcg_cards_power_idx" ON "tcg_cards" USING btree ("tenant_id","power_value","toughness_value");--> statement-breakpoint
CREATE INDEX "tcg_cards_types_idx" ON "tcg_cards" USING gin ("types");--> statement-breakpoint
CREATE INDEX "tcg_cards_colors_idx" ON "tcg_cards" USING gin ("colors");--> statement-breakpoint
CREATE INDEX "tcg_cards_type_line_trgm_idx" ON "tcg_cards" USING gin ("type_line" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tcg_cards_oracle_trgm_idx" ON "tcg_cards" USING gin ("oracle_text" gin_trgm_ops);--> statement-breakpoint
CREATE POLICY "tcg_cards_tenant_isolation" ON "tcg_cards" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_tenant_id()) WITH CHECK (tenant_id = current_tenant_id());