ALTER TABLE "products" ADD COLUMN "available_stock" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- hand-written: a product's available stock (every supplier's units of its active variants, what the list's
-- cards show) follows supplier_stocks and product_variants through statement-level triggers, in the writing
-- transaction (decision 029). The product rows are locked in product order before the update, the order
-- checkout's stock rows and addUnitsSold take, so concurrent checkouts queue instead of deadlocking; rows
-- whose sum did not change are not written.
CREATE FUNCTION refresh_available_stock(tenants uuid[], ids int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL THEN RETURN; END IF;
  PERFORM 1 FROM products p
    JOIN (SELECT DISTINCT w.tenant_id, w.product_id FROM unnest(tenants, ids) AS w(tenant_id, product_id)) w
      ON p.tenant_id = w.tenant_id AND p.id = w.product_id
    ORDER BY p.tenant_id, p.id FOR NO KEY UPDATE OF p;
  UPDATE products p SET available_stock = s.available
  FROM (
    SELECT w.tenant_id, w.product_id, coalesce((
      SELECT sum(st.quantity)::int FROM supplier_stocks st
      JOIN product_variants v ON v.tenant_id = st.tenant_id AND v.id = st.variant_id AND v.is_active
      WHERE st.tenant_id = w.tenant_id AND st.product_id = w.product_id), 0) AS available
    FROM (SELECT DISTINCT w.tenant_id, w.product_id FROM unnest(tenants, ids) AS w(tenant_id, product_id)) w
  ) s
  WHERE p.tenant_id = s.tenant_id AND p.id = s.product_id AND p.available_stock <> s.available;
END $$;--> statement-breakpoint
-- Stock rows: any insert or delete; an update that moves units or the row (a price change moves none).
CREATE FUNCTION available_stock_follow_stocks() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tenants uuid[];
  ids int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n.tenant_id), array_agg(n.product_id) INTO tenants, ids FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(o.tenant_id), array_agg(o.product_id) INTO tenants, ids FROM old_rows o;
  ELSE
    SELECT array_agg(r.tenant_id), array_agg(r.product_id) INTO tenants, ids FROM (
      SELECT n.tenant_id, n.product_id FROM new_rows n JOIN old_rows o ON o.tenant_id = n.tenant_id AND o.id = n.id
      WHERE (n.quantity, n.variant_id, n.product_id) IS DISTINCT FROM (o.quantity, o.variant_id, o.product_id)
      UNION
      SELECT o.tenant_id, o.product_id FROM new_rows n JOIN old_rows o ON o.tenant_id = n.tenant_id AND o.id = n.id
      WHERE (n.variant_id, n.product_id) IS DISTINCT FROM (o.variant_id, o.product_id)) r;
  END IF;
  PERFORM refresh_available_stock(tenants, ids);
  RETURN NULL;
END $$;--> statement-breakpoint
-- Variants: activating or deactivating one changes which units count (a deleted one takes its stock rows
-- with it, which the stock trigger sees).
CREATE FUNCTION available_stock_follow_variants() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tenants uuid[];
  ids int[];
BEGIN
  SELECT array_agg(n.tenant_id), array_agg(n.product_id) INTO tenants, ids
  FROM new_rows n JOIN old_rows o ON o.tenant_id = n.tenant_id AND o.id = n.id
  WHERE (n.is_active, n.product_id) IS DISTINCT FROM (o.is_active, o.product_id);
  PERFORM refresh_available_stock(tenants, ids);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER supplier_stocks_available_insert AFTER INSERT ON supplier_stocks
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION available_stock_follow_stocks();--> statement-breakpoint
CREATE TRIGGER supplier_stocks_available_update AFTER UPDATE ON supplier_stocks
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION available_stock_follow_stocks();--> statement-breakpoint
CREATE TRIGGER supplier_stocks_available_delete AFTER DELETE ON supplier_stocks
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION available_stock_follow_stocks();--> statement-breakpoint
CREATE TRIGGER product_variants_available_update AFTER UPDATE ON product_variants
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION available_stock_follow_variants();--> statement-breakpoint
UPDATE products p SET available_stock = s.available
FROM (
  SELECT st.tenant_id, st.product_id, sum(st.quantity)::int AS available FROM supplier_stocks st
  JOIN product_variants v ON v.tenant_id = st.tenant_id AND v.id = st.variant_id AND v.is_active
  GROUP BY st.tenant_id, st.product_id
) s
WHERE p.tenant_id = s.tenant_id AND p.id = s.product_id AND p.available_stock <> s.available;
