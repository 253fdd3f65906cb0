/** A problem in a search query, with where it starts (0-based) so the message can point at it. */
export class QueryError extends Error {
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(message);
    this.name = 'QueryError';
  }
}

export const OPERATORS = [':', '!=', '<=', '>=', '=', '<', '>'] as const;
export type Operator = (typeof OPERATORS)[number];

export type Token =
  | { type: 'lparen' | 'rparen' | 'or' | 'and' | 'neg'; position: number }
  | { type: 'word'; value: string; quoted: boolean; position: number }
  | { type: 'term'; key: string; op: Operator; value: string; position: number };

const SPACE = /\s/;
const STOP = /[\s()]/;

function readQuoted(input: string, start: number): { value: string; end: number } {
  const close = input.indexOf('"', start + 1);
  if (close < 0) throw new QueryError(`Unclosed quote starting at position ${start + 1}`, start);
  return { value: input.slice(start + 1, close), end: close + 1 };
}

function readBare(input: string, start: number): { value: string; end: number } {
  let end = start;
  while (end < input.length && !STOP.test(input[end]!)) end++;
  return { value: input.slice(start, end), end };
}

/** Splits a query into words, quoted phrases, keyword terms (`t:creature`, `mv>=3`), `-`, `or` and parentheses. */
export function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const ch = input[i]!;
    if (SPACE.test(ch)) {
      i++;
    } else if (ch === '(' || ch === ')') {
      tokens.push({ type: ch === '(' ? 'lparen' : 'rparen', position: i });
      i++;
    } else if (ch === '-' && i + 1 < input.length && !SPACE.test(input[i + 1]!)) {
      tokens.push({ type: 'neg', position: i });
      i++;
    } else if (ch === '"') {
      const { value, end } = readQuoted(input, i);
      tokens.push({ type: 'word', value, quoted: true, position: i });
      i = end;
    } else {
      const keyMatch = /^([a-zA-Z]+)(!=|<=|>=|:|=|<|>)/.exec(input.slice(i));
      if (keyMatch) {
        const [whole, key, op] = keyMatch as unknown as [string, string, Operator];
        const valueStart = i + whole.length;
        const { value, end } =
          input[valueStart] === '"' ? readQuoted(input, valueStart) : readBare(input, valueStart);
        if (!value) throw new QueryError(`"${key}${op}" needs a value`, i);
        tokens.push({ type: 'term', key: key.toLowerCase(), op, value, position: i });
        i = end;
      } else {
        const { value, end } = readBare(input, i);
        const lower = value.toLowerCase();
        if (lower === 'or' || lower === 'and') tokens.push({ type: lower, position: i });
        else tokens.push({ type: 'word', value, quoted: false, position: i });
        i = end;
      }
    }
  }
  return tokens;
}
