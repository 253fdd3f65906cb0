-- Suppliers who sold before approvals existed keep selling: they count as approved from this migration on.
UPDATE "users" SET "supplier_approved_at" = now() WHERE "role" = 'supplier' AND "supplier_approved_at" IS NULL;
