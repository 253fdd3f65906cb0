ALTER TABLE "tcg_cards" ADD COLUMN "languages" text[] DEFAULT '{en}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "tcg_cards_languages_idx" ON "tcg_cards" USING gin ("languages");