import { CARD_LANGUAGES } from '@storefront/contract/card-languages';

/**
 * Card languages, as one set of codes: Scryfall's (`en`, `ja`, `zhs`, `zht`, `ph` …), which every source
 * maps onto. The apps' exports and MTGJSON write names (Japanese, Chinese Simplified, Portuguese (Brazil)),
 * some write their own short codes (JP, KR, CS, CT), TCGdex writes `zh-tw`: all land here.
 */
const NAMES = CARD_LANGUAGES;

/** Other spellings (letters only, lower case) of the codes above. */
const ALIASES: Record<string, string> = {
  portuguesebrazil: 'pt',
  brazilianportuguese: 'pt',
  ptbr: 'pt',
  jp: 'ja',
  jpn: 'ja',
  kr: 'ko',
  chinese: 'zhs',
  chinesesimplified: 'zhs',
  cs: 'zhs',
  zh: 'zhs',
  zhcn: 'zhs',
  zhhans: 'zhs',
  chinesetraditional: 'zht',
  ct: 'zht',
  zhtw: 'zht',
  zhhant: 'zht',
};
const BY_NAME = Object.fromEntries(
  Object.entries(NAMES).map(([code, name]) => [name.toLowerCase().replace(/[^a-z]/g, ''), code]),
);

/** The language codes a card may carry, in display order (English first). */
export const LANGUAGE_CODES = Object.keys(NAMES);

/** A language name or code as the data writes it (English, EN, de, Traditional Chinese, CT) → code, or null. */
export function languageOf(raw: string): string | null {
  const key = raw.toLowerCase().replace(/[^a-z]/g, '');
  if (!key) return 'en';
  return NAMES[key] ? key : (BY_NAME[key] ?? ALIASES[key] ?? null);
}

/** The language's English name, for variant names, filters and exports (the code itself when unknown). */
export function languageName(code: string): string {
  return NAMES[code] ?? code;
}
