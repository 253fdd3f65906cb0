CREATE TABLE "search_words" (
	"tenant_id" uuid NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_words_tenant_id_word_pk" PRIMARY KEY("tenant_id","word")
);
--> statement-breakpoint
ALTER TABLE "search_words" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "search_words" ADD CONSTRAINT "search_words_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE POLICY "search_words_tenant_isolation" ON "search_words" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_tenant_id()) WITH CHECK (tenant_id = current_tenant_id());--> statement-breakpoint
-- hand-written: the word dictionary of every store follows its product names through triggers, so every
-- writer (the app, the importer CLI, bulk SQL) keeps it; statement-level with transition tables, so an import
-- of 100,000 products is one insert. Updates add only the words of changed names (checkout's updates add none).
CREATE FUNCTION search_words_from_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_words (tenant_id, word)
      SELECT DISTINCT n.tenant_id, w.word FROM new_rows n,
        unnest(tsvector_to_array(to_tsvector('simple', n.name))) AS w(word)
      WHERE w.word ~ '[[:alpha:]]'
      ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO search_words (tenant_id, word)
      SELECT DISTINCT n.tenant_id, w.word FROM new_rows n JOIN old_rows o ON o.id = n.id,
        unnest(tsvector_to_array(to_tsvector('simple', n.name))) AS w(word)
      WHERE n.name IS DISTINCT FROM o.name AND w.word ~ '[[:alpha:]]'
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_search_words_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_names();--> statement-breakpoint
CREATE TRIGGER products_search_words_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_names();--> statement-breakpoint
INSERT INTO search_words (tenant_id, word)
  SELECT DISTINCT p.tenant_id, w.word FROM products p, unnest(tsvector_to_array(to_tsvector('simple', p.name))) AS w(word)
  WHERE w.word ~ '[[:alpha:]]'
  ON CONFLICT DO NOTHING;
