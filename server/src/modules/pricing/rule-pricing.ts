import { sql, type SQL } from 'drizzle-orm';
import type { PricingSettings } from '@storefront/contract/pricing';

/**
 * One query, `(variant_id, product_id, old_price, new_price, hit_floor)` for every card variant of the store
 * that an active rule matches: what a preview shows and an apply writes, so the two cannot disagree.
 *
 * Per variant: the first matching rule by position (game, set, rarity, finish, condition, and the card's
 * market price within the band); its base (the store's market provider's market, low or mid price, another
 * provider's market price, or a fixed amount) × the condition's percent × (100 + percent) % + amount;
 * rounded up to .99 or to .49/.99 when asked; held between floor and ceiling; never below what the
 * suppliers who keep their own prices ask for it (`costs`). `new_price` is null without a base price.
 */
export function pricedVariants(tenantId: string, settings: PricingSettings, costs: SQL): SQL {
  const percents = JSON.stringify(settings.condition_percents);
  const provider = settings.market_provider;
  return sql`
    with matched as (
      select v.id as variant_id, v.product_id, v.price as old_price, r.floor, r.ceiling, r.rounding, cost.cost,
        (case when r.base = 'fixed' then r.fixed_price else bp.price end)
          * coalesce((${percents}::jsonb ->> a.cond)::numeric, 100) / 100
          * (100 + r.percent) / 100 + r.amount as raw
      from product_variants v
      join tcg_cards c on c.tenant_id = v.tenant_id and c.product_id = v.product_id
      cross join lateral (select
        case when v.attributes->>'is_foil' = 'true' then 'foil' else 'nonfoil' end as finish,
        coalesce(v.attributes->>'condition', 'NM') as cond) a
      left join current_prices mk on mk.tenant_id = v.tenant_id and mk.product_id = v.product_id
        and mk.finish = a.finish and mk.provider = ${provider} and mk.kind = 'retail' and mk.metric = 'market'
      join lateral (select r.* from pricing_rules r
        where r.tenant_id = v.tenant_id and r.is_active
          and (r.game is null or r.game = c.game)
          and (r.set_code is null or lower(r.set_code) = lower(c.set_code))
          and (r.rarity is null or lower(r.rarity) = c.rarity_key)
          and (r.finish is null or r.finish = a.finish)
          and (r.condition is null or r.condition = a.cond)
          and (r.min_price is null or mk.price >= r.min_price)
          and (r.max_price is null or mk.price <= r.max_price)
        order by r.position, r.id limit 1) r on true
      left join current_prices bp on bp.tenant_id = v.tenant_id and bp.product_id = v.product_id
        and bp.finish = a.finish and bp.kind = 'retail'
        and bp.provider = case when r.base = 'provider' then r.provider else ${provider} end
        and bp.metric = case when r.base in ('low', 'mid') then r.base else 'market' end
      left join (${costs}) cost on cost.variant_id = v.id
      where v.tenant_id = ${tenantId}
    ),
    rounded as (
      select *, case rounding
          when '99' then ceil(round(raw, 2) + 0.01) - 0.01
          when '49-99' then ceil((round(raw, 2) + 0.01) * 2) / 2 - 0.01
          else round(raw, 2) end as r1
      from matched
    ),
    -- greatest() skips nulls: without the guards a variant with no base price would fall to the floor.
    clamped as (
      select *, case when r1 is not null
        then greatest(least(r1, coalesce(ceiling, r1)), coalesce(floor, 0.01), 0.01) end as r2 from rounded
    )
    select variant_id, product_id, old_price,
      case when r2 is not null then round(greatest(r2, coalesce(cost, 0)), 2) end as new_price,
      coalesce(r1 < floor, false) or coalesce(r2 < cost, false) as hit_floor
    from clamped`;
}
