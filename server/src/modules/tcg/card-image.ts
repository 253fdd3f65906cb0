/** What the generated card picture shows. */
export interface CardFace {
  name: string;
  manaCost: string;
  typeLine: string;
  setName: string;
  rarity: string;
  game: string;
  power: string;
  toughness: string;
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** Rarity → frame colour, mirroring the web badge colours. */
export function rarityColor(rarity: string): string {
  const r = rarity.toLowerCase();
  if (r.includes('mythic') || r.includes('secret') || r.includes('hyper')) return '#c2410c';
  if (r.includes('legendary') || r.includes('illustration') || r.includes('ultra')) return '#7e22ce';
  if (r.startsWith('rare') || r.includes('rare')) return '#b45309';
  if (r.startsWith('uncommon')) return '#475569';
  return '#1f2937';
}

/** A card-like SVG (no third-party artwork): name, cost, type line, set, rarity-coloured frame. */
export function cardSvg(card: CardFace): string {
  const frame = rarityColor(card.rarity);
  const pt = card.power || card.toughness ? `${card.power}/${card.toughness}` : '';
  const initials = card.name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0] ?? '')
    .join('')
    .toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 488 680" role="img" aria-label="${escape(card.name)}">
<rect width="488" height="680" rx="24" fill="${frame}"/>
<rect x="20" y="20" width="448" height="640" rx="14" fill="#f8fafc"/>
<rect x="32" y="32" width="424" height="52" rx="8" fill="#e2e8f0"/>
<text x="44" y="66" font-family="Georgia, serif" font-size="24" font-weight="bold" fill="#0f172a">${escape(clip(card.name, 26))}</text>
<text x="444" y="66" text-anchor="end" font-family="monospace" font-size="18" fill="#0f172a">${escape(clip(card.manaCost, 16))}</text>
<rect x="32" y="96" width="424" height="300" rx="8" fill="${frame}" opacity="0.18"/>
<text x="244" y="275" text-anchor="middle" font-family="Georgia, serif" font-size="120" fill="${frame}" opacity="0.55">${escape(initials)}</text>
<rect x="32" y="408" width="424" height="44" rx="8" fill="#e2e8f0"/>
<text x="44" y="437" font-family="Georgia, serif" font-size="19" fill="#0f172a">${escape(clip(card.typeLine || card.game, 36))}</text>
<text x="44" y="500" font-family="sans-serif" font-size="18" fill="#334155">${escape(clip(card.setName, 38))}</text>
<text x="44" y="530" font-family="sans-serif" font-size="16" font-weight="bold" fill="${frame}">${escape(card.rarity)}</text>
<text x="44" y="630" font-family="sans-serif" font-size="14" fill="#64748b">${escape(card.game)}</text>
${pt ? `<rect x="366" y="596" width="90" height="48" rx="8" fill="#e2e8f0"/><text x="411" y="629" text-anchor="middle" font-family="Georgia, serif" font-size="24" font-weight="bold" fill="#0f172a">${escape(pt)}</text>` : ''}
</svg>`;
}
