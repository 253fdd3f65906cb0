DROP INDEX "tcg_cards_game_idx";--> statement-breakpoint
CREATE INDEX "tcg_cards_game_price_idx" ON "tcg_cards" USING btree ("tenant_id","game","price");