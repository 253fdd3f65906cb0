/**
 * Card languages by the codes cards carry (Scryfall's; every source maps onto them, server
 * modules/tcg/languages.ts), with their English names, English first (decision 065).
 */
export const CARD_LANGUAGES: Record<string, string> = {
  en: 'English',
  de: 'German',
  fr: 'French',
  it: 'Italian',
  es: 'Spanish',
  pt: 'Portuguese',
  ja: 'Japanese',
  ko: 'Korean',
  ru: 'Russian',
  zhs: 'Simplified Chinese',
  zht: 'Traditional Chinese',
  he: 'Hebrew',
  la: 'Latin',
  grc: 'Ancient Greek',
  ar: 'Arabic',
  sa: 'Sanskrit',
  ph: 'Phyrexian',
};

/** A language code's English name (the code itself when unknown). */
export const cardLanguageName = (code: string): string => CARD_LANGUAGES[code] ?? code;

/** The languages a player is told about: all but English, which a card is unless it says otherwise. */
export const otherLanguages = (codes: readonly string[]): string[] => codes.filter((c) => c !== 'en');
