-- btree_gist lets a GiST index lead with tenant_id, so typo matches (KNN over name trigrams) search one
-- store's names instead of every store's.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
DROP INDEX "products_name_trgm_gist_idx";--> statement-breakpoint
CREATE INDEX "products_tenant_name_trgm_gist_idx" ON "products" USING gist ("tenant_id","name" gist_trgm_ops);