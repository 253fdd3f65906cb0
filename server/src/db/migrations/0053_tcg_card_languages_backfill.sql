-- Custom SQL (issue 29, decision 065): each card's languages from its printing and its variants, as
-- server/src/modules/tcg/card-languages.ts writes them from now on.
UPDATE "tcg_cards" c SET "languages" = coalesce((select array_agg(distinct l.code order by l.code) from (
    select p.metadata->>'language' as code from products p where p.tenant_id = c.tenant_id and p.id = c.product_id
    union all
    select v.attributes->>'language' from product_variants v
      where v.tenant_id = c.tenant_id and v.product_id = c.product_id
  ) l where l.code is not null and l.code <> ''), array['en']::text[])
WHERE exists (select 1 from products p where p.tenant_id = c.tenant_id and p.id = c.product_id
    and coalesce(p.metadata->>'language', 'en') <> 'en')
  OR exists (select 1 from product_variants v where v.tenant_id = c.tenant_id and v.product_id = c.product_id
    and coalesce(v.attributes->>'language', 'en') <> 'en');
