import fc from 'fast-check';

/** Strings a careless or hostile client sends: control and broken characters, injections, huge and odd text. */
const SPECIAL_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ud83d',
  '\u202eevil',
  '\uffff',
  "' OR 1=1 --",
  '"; drop table users; --',
  "Dollar $' Quote $& $1",
  '<script>alert(1)</script>',
  '</script><script>x</script>',
  '../../../../etc/passwd',
  '..\\..\\windows',
  '%00',
  '%E0%A4%A',
  '${7*7}{{7*7}}',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9223372036854775808',
  '1e309',
  '1.5',
  'null',
  'true',
  '[]',
  '{}',
  'o:e '.repeat(125),
  '-'.repeat(160),
  '-('.repeat(140),
  '('.repeat(300),
  'x'.repeat(5000),
  '😀'.repeat(400),
  'é'.repeat(300),
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SPECIAL_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 300 }) },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, 0, 1, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e308, -1e308, 0.5, -0),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, hostile where it can be. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), hostileString, { maxKeys: 3 }) },
);

/** A JSON text nested `depth` deep. */
export const deepJson = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
