CREATE TABLE "tcg_card_changes" (
	"tenant_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"txid" bigint NOT NULL,
	CONSTRAINT "tcg_card_changes_tenant_id_product_id_pk" PRIMARY KEY("tenant_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "tcg_card_changes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "tcg_card_changes" ADD CONSTRAINT "tcg_card_changes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tcg_card_changes_txid_idx" ON "tcg_card_changes" USING btree ("tenant_id","txid");--> statement-breakpoint
CREATE POLICY "tcg_card_changes_tenant_isolation" ON "tcg_card_changes" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_tenant_id()) WITH CHECK (tenant_id = current_tenant_id());--> statement-breakpoint
-- Hand-written (like 0012): the triggers that log which cards changed, for the TCG search's in-process index
-- (docs/decisions/017-tcg-search-in-process-index.md). Statement-level with transition tables, so an import
-- of a million cards logs them in one insert; distinct, as one statement may touch a card twice.
CREATE OR REPLACE FUNCTION tcg_log_card_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO tcg_card_changes (tenant_id, product_id, txid)
      SELECT DISTINCT o.tenant_id, o.product_id, pg_current_xact_id()::text::bigint FROM old_rows o
      ON CONFLICT (tenant_id, product_id) DO UPDATE SET txid = EXCLUDED.txid;
  ELSE
    INSERT INTO tcg_card_changes (tenant_id, product_id, txid)
      SELECT DISTINCT n.tenant_id, n.product_id, pg_current_xact_id()::text::bigint FROM new_rows n
      ON CONFLICT (tenant_id, product_id) DO UPDATE SET txid = EXCLUDED.txid;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER tcg_cards_log_insert AFTER INSERT ON "tcg_cards" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tcg_log_card_changes();--> statement-breakpoint
CREATE TRIGGER tcg_cards_log_update AFTER UPDATE ON "tcg_cards" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tcg_log_card_changes();--> statement-breakpoint
CREATE TRIGGER tcg_cards_log_delete AFTER DELETE ON "tcg_cards" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tcg_log_card_changes();--> statement-breakpoint
-- A card is in stock while any of its stock rows holds units: only a row crossing zero (or moving to another
-- product) changes that, so checkout's ordinary decrements log nothing (the WHEN skips the function).
CREATE OR REPLACE FUNCTION tcg_log_stock_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO tcg_card_changes (tenant_id, product_id, txid)
      SELECT DISTINCT c.tenant_id, c.product_id, pg_current_xact_id()::text::bigint
      FROM old_rows o JOIN tcg_cards c ON c.tenant_id = o.tenant_id AND c.product_id = o.product_id
      WHERE o.quantity > 0
      ON CONFLICT (tenant_id, product_id) DO UPDATE SET txid = EXCLUDED.txid;
  ELSE
    INSERT INTO tcg_card_changes (tenant_id, product_id, txid)
      SELECT DISTINCT c.tenant_id, c.product_id, pg_current_xact_id()::text::bigint
      FROM new_rows n JOIN tcg_cards c ON c.tenant_id = n.tenant_id AND c.product_id = n.product_id
      WHERE n.quantity > 0
      ON CONFLICT (tenant_id, product_id) DO UPDATE SET txid = EXCLUDED.txid;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER supplier_stocks_log_insert AFTER INSERT ON "supplier_stocks" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tcg_log_stock_rows();--> statement-breakpoint
CREATE TRIGGER supplier_stocks_log_delete AFTER DELETE ON "supplier_stocks" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tcg_log_stock_rows();--> statement-breakpoint
CREATE OR REPLACE FUNCTION tcg_log_stock_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO tcg_card_changes (tenant_id, product_id, txid)
    SELECT DISTINCT c.tenant_id, c.product_id, pg_current_xact_id()::text::bigint FROM tcg_cards c
    WHERE c.tenant_id = NEW.tenant_id AND c.product_id IN (OLD.product_id, NEW.product_id)
    ON CONFLICT (tenant_id, product_id) DO UPDATE SET txid = EXCLUDED.txid;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER supplier_stocks_log_update AFTER UPDATE OF "quantity", "product_id" ON "supplier_stocks"
  FOR EACH ROW WHEN ((OLD."quantity" > 0) IS DISTINCT FROM (NEW."quantity" > 0) OR OLD."product_id" IS DISTINCT FROM NEW."product_id")
  EXECUTE FUNCTION tcg_log_stock_change();
--> statement-breakpoint
-- The store's distinct terms changed (an import, a rebuild of them): logged as product 0, which clears the
-- index's cache of text matches.
CREATE OR REPLACE FUNCTION tcg_log_terms_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO tcg_card_changes (tenant_id, product_id, txid)
      SELECT DISTINCT o.tenant_id, 0, pg_current_xact_id()::text::bigint FROM old_rows o
      ON CONFLICT (tenant_id, product_id) DO UPDATE SET txid = EXCLUDED.txid;
  ELSE
    INSERT INTO tcg_card_changes (tenant_id, product_id, txid)
      SELECT DISTINCT n.tenant_id, 0, pg_current_xact_id()::text::bigint FROM new_rows n
      ON CONFLICT (tenant_id, product_id) DO UPDATE SET txid = EXCLUDED.txid;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER tcg_terms_log_insert AFTER INSERT ON "tcg_terms" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tcg_log_terms_change();--> statement-breakpoint
CREATE TRIGGER tcg_terms_log_update AFTER UPDATE ON "tcg_terms" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tcg_log_terms_change();--> statement-breakpoint
CREATE TRIGGER tcg_terms_log_delete AFTER DELETE ON "tcg_terms" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tcg_log_terms_change();
