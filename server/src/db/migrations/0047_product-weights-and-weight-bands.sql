ALTER TABLE "products" ADD COLUMN "weight_grams" integer;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD COLUMN "min_weight_grams" integer;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD COLUMN "max_weight_grams" integer;