import { FIELD_OPERATORS, KEYWORDS, VALID_KEYWORDS, type Field } from './keywords.ts';
import { QueryError, tokenize, type Operator, type Token } from './tokenizer.ts';

export type QueryNode =
  | { type: 'and' | 'or'; children: QueryNode[] }
  | { type: 'not'; child: QueryNode }
  | { type: 'text'; value: string; quoted: boolean }
  | { type: 'filter'; field: Field; op: Operator; value: string };

/**
 * query := or ; or := and ("or" and)* ; and := unary ("and"? unary)* ; unary := "-" unary | primary ;
 * primary := "(" or ")" | term | word
 */
class Parser {
  private i = 0;
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
    return children.length === 1 ? children[0]! : { type: 'or', children };
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
    return children.length === 1 ? children[0]! : { type: 'and', children };
  }

  private unary(): QueryNode {
    const t = this.tokens[this.i++]!;
    if (t.type === 'neg') {
      if (!this.startsUnary())
        throw new QueryError(`"-" at position ${t.position + 1} needs a search after it`, t.position);
      return { type: 'not', child: this.unary() };
    }
    if (t.type === 'lparen') {
      if (this.peek()?.type === 'rparen')
        throw new QueryError(`Empty parentheses at position ${t.position + 1}`, t.position);
      const inner = this.or();
      if (this.peek()?.type !== 'rparen')
        throw new QueryError(`Missing ")" for "(" at position ${t.position + 1}`, t.position);
      this.i++;
      return inner;
    }
    if (t.type === 'word') return { type: 'text', value: t.value, quoted: t.quoted };
    if (t.type === 'term') return term(t);
    throw new QueryError(`Unexpected token at position ${t.position + 1}`, t.position);
  }
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
  return new Parser(tokenize(input)).parse();
}
