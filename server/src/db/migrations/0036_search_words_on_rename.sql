-- Custom SQL migration file, put your code below! --
-- hand-written: migration 0033's statement-level UPDATE trigger captured every updated product in two
-- transition tables and joined them, on every UPDATE of products (a bulk price apply of 100,000 products
-- paid for it and added no word). PostgreSQL refuses transition tables on a trigger with a column list, so
-- renames now fire a row-level trigger instead, only when the name is in the SET list and really changes:
-- price, stock and units-sold updates fire nothing. The INSERT trigger stays statement-level (an import of
-- 100,000 products is still one insert into search_words).
DROP TRIGGER products_search_words_update ON products;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_from_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (tenant_id, word)
    SELECT DISTINCT n.tenant_id, w.word FROM new_rows n,
      unnest(tsvector_to_array(to_tsvector('simple', n.name))) AS w(word)
    WHERE w.word ~ '[[:alpha:]]'
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION search_words_from_new_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (tenant_id, word)
    SELECT NEW.tenant_id, w.word FROM unnest(tsvector_to_array(to_tsvector('simple', NEW.name))) AS w(word)
    WHERE w.word ~ '[[:alpha:]]'
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_search_words_rename AFTER UPDATE OF name ON products
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION search_words_from_new_name();
