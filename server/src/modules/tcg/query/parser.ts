import { FIELD_OPERATORS, KEYWORDS, VALID_KEYWORDS, type Field } from './keywords.ts';
import { QueryError, tokenize, type Operator, type Token } from './tokenizer.ts';

export type QueryNode =
  | { type: 'and' | 'or'; children: QueryNode[] }
  | { type: 'not'; child: QueryNode }
  | { type: 'text'; value: string; quoted: boolean }
  | { type: 'filter'; field: Field; op: Operator; value: string };

/** Bounds that keep one query's cost small: each term is a scan of the store's terms, each level a recursion. */
export const MAX_TERMS = 30;
export const MAX_DEPTH = 8;

/**
 * query := or ; or := and ("or" and)* ; and := unary ("and"? unary)* ; unary := "-" unary | primary ;
 * primary := "(" or ")" | term | word
 */
class Parser {
  private i = 0;
  /** How many `(` and `-` enclose the current position; past MAX_DEPTH the query is refused. */
  private depth = 0;
  constructor(private readonly tokens: Token[]) {}

  parse(): QueryNode | null {
    if (!this.tokens.length) return null;
    const node = this.or();
    const extra = this.peek();
    if (extra) throw new QueryError(`Unexpected ")" at position ${extra.position + 1}`, extra.position);
    return node;
  }

  private peek(): Token | undefined {
    return this.tokens[this.i];
  }

  private or(): QueryNode {
    const children = [this.and()];
    while (this.peek()?.type === 'or') {
      const or = this.tokens[this.i++]!;
      if (!this.startsUnary())
        throw new QueryError(`"or" at position ${or.position + 1} needs a search after it`, or.position);
      children.push(this.and());
    }
    return group('or', children);
  }

  private startsUnary(): boolean {
    const t = this.peek();
    return !!t && (t.type === 'word' || t.type === 'term' || t.type === 'neg' || t.type === 'lparen');
  }

  private and(): QueryNode {
    const first = this.peek();
    if (!this.startsUnary())
      throw new QueryError(
        first ? `Expected a search term at position ${first.position + 1}` : 'The query ends too early',
        first?.position ?? 0,
      );
    const children = [this.unary()];
    for (;;) {
      if (this.peek()?.type === 'and') {
        const and = this.tokens[this.i++]!;
        if (!this.startsUnary())
          throw new QueryError(`"and" at position ${and.position + 1} needs a search after it`, and.position);
      }
      if (!this.startsUnary()) break;
      children.push(this.unary());
    }
    return group('and', children);
  }

  private unary(): QueryNode {
    const t = this.tokens[this.i++]!;
    if (t.type !== 'neg' && t.type !== 'lparen') return leaf(t);
    if (++this.depth > MAX_DEPTH)
      throw new QueryError(`Queries may be nested at most ${MAX_DEPTH} deep`, t.position);
    const node = this.nested(t);
    this.depth--;
    return node;
  }

  private nested(t: Token): QueryNode {
    if (t.type === 'neg') {
      if (!this.startsUnary())
        throw new QueryError(`"-" at position ${t.position + 1} needs a search after it`, t.position);
      const child = this.unary();
      return child.type === 'not' ? child.child : { type: 'not', child };
    }
    if (this.peek()?.type === 'rparen')
      throw new QueryError(`Empty parentheses at position ${t.position + 1}`, t.position);
    const inner = this.or();
    if (this.peek()?.type !== 'rparen')
      throw new QueryError(`Missing ")" for "(" at position ${t.position + 1}`, t.position);
    this.i++;
    return inner;
  }
}

/** An `and`/`or` of its distinct children (every match ignores case): a repeated term adds nothing but cost. */
function group(type: 'and' | 'or', children: QueryNode[]): QueryNode {
  const seen = new Set<string>();
  const distinct = children.filter((child) => {
    const key = JSON.stringify(child).toLowerCase();
    return !seen.has(key) && !!seen.add(key);
  });
  return distinct.length === 1 ? distinct[0]! : { type, children: distinct };
}

function leaf(t: Token): QueryNode {
  if (t.type === 'word') return { type: 'text', value: t.value, quoted: t.quoted };
  if (t.type === 'term') return term(t);
  throw new QueryError(`Unexpected token at position ${t.position + 1}`, t.position);
}

function term(t: Extract<Token, { type: 'term' }>): QueryNode {
  const field = KEYWORDS[t.key];
  if (!field)
    throw new QueryError(`Unknown keyword "${t.key}". Valid keywords: ${VALID_KEYWORDS}`, t.position);
  if (!FIELD_OPERATORS[field].includes(t.op))
    throw new QueryError(
      `"${t.key}" does not take "${t.op}"; use ${FIELD_OPERATORS[field].join(' ')}`,
      t.position,
    );
  return { type: 'filter', field, op: t.op, value: t.value };
}

/** Parses the card-search language into a tree; null for an empty query. Throws QueryError. */
export function parseQuery(input: string): QueryNode | null {
  const tokens = tokenize(input);
  const terms = tokens.filter((t) => t.type === 'word' || t.type === 'term');
  if (terms.length > MAX_TERMS)
    throw new QueryError(`Queries may have at most ${MAX_TERMS} terms`, terms[MAX_TERMS]!.position);
  return new Parser(tokens).parse();
}
