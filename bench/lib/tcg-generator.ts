import { sql, type SQL } from 'drizzle-orm';

const words = (list: string) =>
  sql.raw(
    `array[${list
      .split(',')
      .map((w) => `'${w.trim()}'`)
      .join(',')}]`,
  );
const FIRST = words(
  'Ancient,Blazing,Crimson,Dread,Ember,Frost,Gilded,Hollow,Iron,Jade,Keen,Lunar,Mystic,Night,Obsidian,Primal,Quiet,Radiant,Storm,Thorn,Umbral,Verdant,Wild,Young,Zealous,Arcane,Brazen,Cinder,Dusk,Elder',
);
const SECOND = words(
  'Dragon,Goblin,Elf,Angel,Wizard,Knight,Serpent,Golem,Phoenix,Hydra,Sphinx,Vampire,Zombie,Spirit,Giant,Warrior,Shaman,Beast,Wurm,Drake,Pikachu,Charizard,Eevee,Gengar,Mewtwo,Snorlax,Lucario,Gardevoir,Greninja,Rayquaza',
);
const THIRD = words(
  'of the Vault,Ascendant,Reborn,of Embers,Prime,the Wanderer,of Storms,Unbound,Eternal,of Thorns',
);
const TYPES = words('Creature,Instant,Sorcery,Artifact,Enchantment,Land,Planeswalker');
const PKM_TYPES = words('Pokémon,Trainer,Energy');
const COLORS = words('W,U,B,R,G');
const ENERGY = words('Grass,Fire,Water,Lightning,Psychic,Fighting,Darkness,Metal');
const TEXT = words(
  'Draw a card.,Flying,Trample,Deal 3 damage to any target.,Destroy target creature.,Gain 3 life.,Search your library for a basic land card.,Counter target spell.,Flip a coin. If heads this attack does 30 more damage.,Heal 20 damage from this Pokémon.',
);

/**
 * The statements that add generated cards `from`..`to` (1-based) to one store: products, their card rows,
 * one variant each and one supplier offer each (some sold out), spread over games, sets, rarities and colours.
 */
export function generatedCardsSql(tenantId: string, from: number, to: number): SQL[] {
  const series = sql`generate_series(${from}::int, ${to}::int) g`;
  return [
    sql`insert into products (tenant_id, slug, name, sku, short_description, price, is_marketplace_product, attributes, metadata)
      select ${tenantId}, 'gen-' || g, n.name, 'GEN-' || g, '', ((g::bigint * 7919) % 5000 + 10) / 100.0, true,
        jsonb_build_object('rarity', r.rarity, 'mana_cost', '{' || (g % 8) || '}', 'card_type', t.type, 'power', (g % 9)::text,
          'toughness', (g % 7 + 1)::text, 'is_foil', g % 4 = 0, 'condition', 'NM', 'set', 'G' || (g % 300), 'game', r.game_label),
        jsonb_build_object('set_name', 'Generated Set ' || (g % 300), 'game', r.game_label)
      from ${series},
        lateral (select (${FIRST})[1 + g % 30] || ' ' || (${SECOND})[1 + (g / 30) % 30] || ' ' || (${THIRD})[1 + (g / 900) % 10] as name) n,
        lateral (select case when g % 3 = 0 then 'Pokémon' else 'Magic: The Gathering' end as game_label,
          case when g % 100 < 45 then 'Common' when g % 100 < 75 then 'Uncommon' when g % 100 < 94 then 'Rare' else 'Mythic' end as rarity) r,
        lateral (select case when g % 3 = 0 then (${PKM_TYPES})[1 + g % 3] else (${TYPES})[1 + (g / 3) % 7] end as type) t`,
    sql`insert into tcg_cards (tenant_id, product_id, game, set_code, set_name, rarity, rarity_rank, type_line, types, colors,
        mana_cost, mana_value, power, power_value, toughness, toughness_value, oracle_text, has_foil, source, source_id)
      select p.tenant_id, p.id, case when g % 3 = 0 then 'pokemon' else 'mtg' end, 'g' || (g % 300), 'Generated Set ' || (g % 300),
        p.attributes->>'rarity', case p.attributes->>'rarity' when 'Common' then 1 when 'Uncommon' then 2 when 'Rare' then 3 else 4 end,
        p.attributes->>'card_type' || ' — ' || split_part(p.name, ' ', 2), array[p.attributes->>'card_type'],
        case when g % 3 = 0 then array[(${ENERGY})[1 + g % 8]] when g % 11 = 0 then array[]::text[]
          when g % 7 = 0 then array[(${COLORS})[1 + g % 5], (${COLORS})[1 + (g + 2) % 5]] else array[(${COLORS})[1 + g % 5]] end,
        '{' || (g % 8) || '}', g % 8, (g % 9)::text, g % 9, (g % 7 + 1)::text, g % 7 + 1,
        (${TEXT})[1 + g % 10], g % 4 = 0, 'generated', g::text
      from ${series} join products p on p.tenant_id = ${tenantId} and p.sku = 'GEN-' || g`,
    sql`insert into product_variants (tenant_id, product_id, name, sku, price, attributes)
      select p.tenant_id, p.id, 'Near Mint', p.sku || '-NM-N', p.price, '{"condition":"NM","is_foil":false}'
      from ${series} join products p on p.tenant_id = ${tenantId} and p.sku = 'GEN-' || g`,
    sql`insert into supplier_stocks (tenant_id, product_id, variant_id, supplier_id, quantity, price)
      select v.tenant_id, v.product_id, v.id, s.id, (g * 31) % 25 - 3 + abs((g * 31) % 25 - 3), v.price
      from ${series} join product_variants v on v.tenant_id = ${tenantId} and v.sku = 'GEN-' || g || '-NM-N'
      join lateral (select id from users where tenant_id = ${tenantId} and role = 'supplier' order by id offset g % 4 limit 1) s on true`,
  ];
}
