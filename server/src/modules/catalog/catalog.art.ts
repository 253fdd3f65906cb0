import { escapeHtml } from '../../platform/web-app.ts';

/** What an image is drawn from: the product's name, its type (the shape) and category (the colour). */
export interface ArtSubject {
  name: string;
  kind: string;
  palette: string;
}

/** A stable hue per category, so all products of one category share a colour. */
export function hueOf(key: string): number {
  let h = 0;
  for (const ch of key) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}

/** Splits a name into at most `max` lines of about `width` characters. */
export function wrap(text: string, width: number, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > max) {
    lines.length = max;
    lines[max - 1] = `${lines[max - 1]!.slice(0, width - 1)}…`;
  }
  return lines;
}

const c = (h: number, s: number, l: number) => `hsl(${h} ${s}% ${l}%)`;

/** Shapes by product type: packaging for the card shop, an icon for outdoor gear. */
const SHAPES: Record<string, (h: number) => string> = {
  'booster-box': (h) =>
    `<path d="M70 150 L200 110 L330 150 L330 300 L200 340 L70 300Z" fill="${c(h, 55, 38)}"/>
     <path d="M70 150 L200 190 L330 150 L200 110Z" fill="${c(h, 60, 55)}"/>
     <path d="M200 190 L200 340 L330 300 L330 150Z" fill="${c(h, 55, 30)}"/>`,
  'booster-pack': (h) =>
    `<path d="M130 70 h140 v260 h-140z" fill="${c(h, 65, 45)}"/>
     <path d="M130 70 l10 -10 l10 10 l10 -10 l10 10 l10 -10 l10 10 l10 -10 l10 10 l10 -10 l10 10 l10 -10 l10 10 l10 -10 l10 10" fill="none" stroke="${c(h, 65, 30)}" stroke-width="4"/>
     <path d="M130 120 h140 M130 290 h140" stroke="${c(h, 70, 75)}" stroke-width="6"/>`,
  'elite-trainer-box': (h) =>
    `<rect x="80" y="90" width="240" height="230" rx="10" fill="${c(h, 60, 42)}"/>
     <rect x="80" y="90" width="240" height="60" rx="10" fill="${c(h, 65, 58)}"/>
     <circle cx="200" cy="230" r="45" fill="${c(h, 70, 80)}"/>`,
  sleeves: (h) =>
    [0, 1, 2]
      .map(
        (i) =>
          `<rect x="${110 + i * 20}" y="${80 + i * 15}" width="150" height="210" rx="12" fill="${c(h, 55, 30 + i * 12)}" stroke="#fff" stroke-width="3"/>`,
      )
      .join(''),
  'deck-box': (h) =>
    `<rect x="110" y="100" width="180" height="220" rx="14" fill="${c(h, 55, 35)}"/>
     <rect x="110" y="100" width="180" height="70" rx="14" fill="${c(h, 60, 50)}"/>
     <rect x="180" y="160" width="40" height="16" rx="4" fill="${c(h, 40, 80)}"/>`,
  playmat: (h) =>
    `<rect x="40" y="130" width="320" height="170" rx="16" fill="${c(h, 55, 40)}"/>
     <circle cx="200" cy="215" r="55" fill="none" stroke="${c(h, 70, 75)}" stroke-width="6"/>`,
  binder: (h) =>
    `<rect x="100" y="80" width="210" height="250" rx="12" fill="${c(h, 50, 32)}"/>
     <rect x="100" y="80" width="40" height="250" rx="8" fill="${c(h, 50, 22)}"/>
     ${[130, 200, 270].map((y) => `<circle cx="120" cy="${y}" r="8" fill="${c(h, 20, 80)}"/>`).join('')}`,
  tent: (h) =>
    `<path d="M60 300 L200 90 L340 300Z" fill="${c(h, 55, 40)}"/>
     <path d="M200 90 L250 300 L150 300Z" fill="${c(h, 55, 25)}"/>
     <path d="M40 300 h320" stroke="${c(h, 30, 30)}" stroke-width="8"/>`,
  backpack: (h) =>
    `<rect x="120" y="100" width="160" height="220" rx="40" fill="${c(h, 55, 40)}"/>
     <rect x="145" y="210" width="110" height="80" rx="14" fill="${c(h, 55, 30)}"/>
     <path d="M165 100 q35 -50 70 0" fill="none" stroke="${c(h, 55, 30)}" stroke-width="12"/>`,
  footwear: (h) =>
    `<path d="M90 140 h90 v90 q60 0 120 40 v30 h-210z" fill="${c(h, 50, 35)}"/>
     <path d="M90 290 h210 v16 h-210z" fill="${c(h, 20, 20)}"/>`,
  stove: (h) =>
    `<rect x="120" y="230" width="160" height="80" rx="12" fill="${c(h, 30, 45)}"/>
     <path d="M200 120 q40 50 0 100 q-40 -50 0 -100z" fill="${c(25, 90, 55)}"/>`,
  cookware: (h) =>
    `<path d="M110 180 h180 v90 q0 40 -40 40 h-100 q-40 0 -40 -40z" fill="${c(h, 25, 45)}"/>
     <path d="M290 200 h70" stroke="${c(h, 25, 30)}" stroke-width="14" stroke-linecap="round"/>`,
  'sleeping-bag': (h) =>
    `<rect x="140" y="70" width="120" height="260" rx="60" fill="${c(h, 55, 42)}"/>
     <ellipse cx="200" cy="125" rx="40" ry="30" fill="${c(h, 40, 80)}"/>`,
  clothing: (h) =>
    `<path d="M150 90 l-70 40 l25 60 l30 -15 v145 h130 v-145 l30 15 l25 -60 l-70 -40 q-50 30 -100 0z" fill="${c(h, 55, 40)}"/>`,
  lighting: (h) =>
    `<rect x="165" y="110" width="70" height="150" rx="14" fill="${c(50, 95, 65)}"/>
     <rect x="150" y="95" width="100" height="25" rx="8" fill="${c(h, 30, 30)}"/>
     <rect x="150" y="255" width="100" height="40" rx="8" fill="${c(h, 30, 30)}"/>`,
};

/** A trading card's outline: the default shape, also used for singles. */
const card = (h: number) =>
  `<rect x="125" y="60" width="150" height="210" rx="12" fill="${c(h, 45, 30)}" stroke="${c(h, 60, 70)}" stroke-width="6"/>
   <rect x="140" y="80" width="120" height="90" rx="4" fill="${c(h, 50, 60)}"/>`;

/** An SVG picture of a product: its shape in its category's colour with its name beneath. */
export function productSvg({ name, kind, palette }: ArtSubject): string {
  const h = hueOf(palette);
  const shape = (SHAPES[kind] ?? card)(h);
  const lines = wrap(name, 24, 2)
    .map((l, i) => `<text x="200" y="${352 + i * 26}" text-anchor="middle">${escapeHtml(l)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${escapeHtml(name)}">
<rect width="400" height="400" fill="${c(h, 35, 95)}"/>${shape}
<g font-family="system-ui, sans-serif" font-size="20" font-weight="600" fill="${c(h, 40, 20)}">${lines}</g></svg>`;
}
