CREATE TABLE "tcg_terms" (
	"tenant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tcg_terms" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP INDEX "tcg_cards_game_rarity_idx";--> statement-breakpoint
DROP INDEX "tcg_cards_type_line_trgm_idx";--> statement-breakpoint
DROP INDEX "tcg_cards_oracle_trgm_idx";--> statement-breakpoint
ALTER TABLE "tcg_cards" ADD COLUMN "rarity_key" text GENERATED ALWAYS AS (lower(rarity)) STORED;--> statement-breakpoint
ALTER TABLE "tcg_terms" ADD CONSTRAINT "tcg_terms_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tcg_terms_value_idx" ON "tcg_terms" USING btree ("tenant_id","kind",md5("value"));--> statement-breakpoint
CREATE INDEX "tcg_cards_rarity_game_idx" ON "tcg_cards" USING btree ("tenant_id","rarity_key","game");--> statement-breakpoint
CREATE INDEX "tcg_cards_game_idx" ON "tcg_cards" USING btree ("tenant_id","game");--> statement-breakpoint
CREATE INDEX "tcg_cards_type_line_idx" ON "tcg_cards" USING btree ("tenant_id","type_line");--> statement-breakpoint
CREATE INDEX "tcg_cards_oracle_hash_idx" ON "tcg_cards" USING hash ("oracle_text");--> statement-breakpoint
CREATE POLICY "tcg_terms_tenant_isolation" ON "tcg_terms" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_tenant_id()) WITH CHECK (tenant_id = current_tenant_id());