import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parsePokemonSets, type PokemonSet } from './pokemon.ts';

/** pokemontcg.io's list of English sets, as the platform ships it with its sample card data. */
const SETS_FILE = path.join(import.meta.dirname, '..', 'demo-data', 'pokemon', 'sets', 'en.json');

let known: Map<string, PokemonSet> | undefined;

/**
 * The English Pokémon sets the platform knows without being given a set list: a card file uploaded alone
 * (the browser import sends one file) still shows "Scarlet & Violet", not "sv1". Read once; none if absent.
 */
export function knownPokemonSets(): Map<string, PokemonSet> {
  if (!known) {
    try {
      known = parsePokemonSets(readFileSync(SETS_FILE, 'utf8'));
    } catch {
      known = new Map();
    }
  }
  return known;
}
