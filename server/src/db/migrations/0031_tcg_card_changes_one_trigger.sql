-- Custom SQL migration file, put your code below! --
-- hand-written: migration 0025's three statement-level functions (tcg_log_card_changes, tcg_log_stock_rows,
-- tcg_log_terms_change) differed only in which card a changed row names; one function now logs them all, told
-- by its argument: 'card' (the row's own product), 'stock' (the card a stock row with units belongs to) or
-- 'terms' (product 0: the store's distinct terms changed). The changed rows are the transition table the
-- trigger names (old_rows for a delete, new_rows otherwise). Decision 017 describes the change log.
CREATE OR REPLACE FUNCTION tcg_log_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE WHEN TG_OP = 'DELETE' THEN 'old_rows' ELSE 'new_rows' END;
  named text := CASE TG_ARGV[0]
    WHEN 'card' THEN 'SELECT r.tenant_id, r.product_id FROM %I r'
    WHEN 'stock' THEN 'SELECT c.tenant_id, c.product_id FROM %I r JOIN tcg_cards c'
      || ' ON c.tenant_id = r.tenant_id AND c.product_id = r.product_id WHERE r.quantity > 0'
    WHEN 'terms' THEN 'SELECT r.tenant_id, 0 FROM %I r'
  END;
BEGIN
  IF named IS NULL THEN
    RAISE EXCEPTION 'tcg_log_changes: unknown kind % on %', TG_ARGV[0], TG_TABLE_NAME;
  END IF;
  EXECUTE 'INSERT INTO tcg_card_changes (tenant_id, product_id, txid)'
    || ' SELECT DISTINCT n.*, pg_current_xact_id()::text::bigint FROM (' || format(named, changed) || ') n'
    || ' ON CONFLICT (tenant_id, product_id) DO UPDATE SET txid = EXCLUDED.txid';
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER tcg_cards_log_insert ON "tcg_cards";--> statement-breakpoint
DROP TRIGGER tcg_cards_log_update ON "tcg_cards";--> statement-breakpoint
DROP TRIGGER tcg_cards_log_delete ON "tcg_cards";--> statement-breakpoint
DROP TRIGGER supplier_stocks_log_insert ON "supplier_stocks";--> statement-breakpoint
DROP TRIGGER supplier_stocks_log_delete ON "supplier_stocks";--> statement-breakpoint
DROP TRIGGER tcg_terms_log_insert ON "tcg_terms";--> statement-breakpoint
DROP TRIGGER tcg_terms_log_update ON "tcg_terms";--> statement-breakpoint
DROP TRIGGER tcg_terms_log_delete ON "tcg_terms";--> statement-breakpoint
CREATE TRIGGER tcg_cards_log_insert AFTER INSERT ON "tcg_cards" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tcg_log_changes('card');--> statement-breakpoint
CREATE TRIGGER tcg_cards_log_update AFTER UPDATE ON "tcg_cards" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tcg_log_changes('card');--> statement-breakpoint
CREATE TRIGGER tcg_cards_log_delete AFTER DELETE ON "tcg_cards" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tcg_log_changes('card');--> statement-breakpoint
CREATE TRIGGER supplier_stocks_log_insert AFTER INSERT ON "supplier_stocks" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tcg_log_changes('stock');--> statement-breakpoint
CREATE TRIGGER supplier_stocks_log_delete AFTER DELETE ON "supplier_stocks" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tcg_log_changes('stock');--> statement-breakpoint
CREATE TRIGGER tcg_terms_log_insert AFTER INSERT ON "tcg_terms" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tcg_log_changes('terms');--> statement-breakpoint
CREATE TRIGGER tcg_terms_log_update AFTER UPDATE ON "tcg_terms" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tcg_log_changes('terms');--> statement-breakpoint
CREATE TRIGGER tcg_terms_log_delete AFTER DELETE ON "tcg_terms" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tcg_log_changes('terms');--> statement-breakpoint
DROP FUNCTION tcg_log_card_changes();--> statement-breakpoint
DROP FUNCTION tcg_log_stock_rows();--> statement-breakpoint
DROP FUNCTION tcg_log_terms_change();
