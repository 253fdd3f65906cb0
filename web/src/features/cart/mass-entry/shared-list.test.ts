import { describe, expect, it } from 'vitest';
import { listFromShared, sharedFromList, sharedLink } from './shared-list';

describe('mass entry links', () => {
  it('reads a TCGplayer-style c= list, and writes one back', () => {
    const link = sharedLink('http://cards.localhost', '4 Lightning Bolt (M10) 146\n\n2 Counterspell\r\n');
    expect(link).toBe(
      'http://cards.localhost/tcg/mass-entry?c=4+Lightning+Bolt+%28M10%29+146%7C%7C2+Counterspell',
    );
    const c = new URL(link).searchParams.get('c');
    expect(listFromShared(c)).toBe('4 Lightning Bolt (M10) 146\n2 Counterspell');
    expect(sharedFromList(listFromShared(c))).toBe(c);
    expect(listFromShared(null)).toBe('');
  });
});
