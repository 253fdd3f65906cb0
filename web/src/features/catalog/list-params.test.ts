import { describe, expect, it } from 'vitest';
import { changeParam, readListParams, toApiQuery } from './list-params';

const params = (s: string) => new URLSearchParams(s);

describe('readListParams', () => {
  it('defaults to page 1, 20 per page, sorted by name', () => {
    expect(readListParams(params(''))).toEqual({
      page: 1,
      pageSize: 20,
      sort: 'name',
      category: '',
      productType: '',
      search: '',
    });
  });

  it('reads every parameter from the address and ignores nonsense pages', () => {
    expect(
      readListParams(params('page=3&page_size=48&sort=-price&category=sleeves&product_type=binder&search=x')),
    ).toEqual({
      page: 3,
      pageSize: 48,
      sort: '-price',
      category: 'sleeves',
      productType: 'binder',
      search: 'x',
    });
    expect(readListParams(params('page=-2&page_size=abc')).page).toBe(1);
    expect(readListParams(params('page_size=5000')).pageSize).toBe(100);
  });

  it('sorts searches by relevance and collections by their own default', () => {
    expect(readListParams(params('search=dragon')).sort).toBe('relevance');
    expect(readListParams(params(''), 'new').sort).toBe('-created_at');
    expect(readListParams(params(''), 'bestsellers').sort).toBe('-units_sold');
  });
});

describe('changeParam', () => {
  it('resets the page to 1 on any filter change', () => {
    expect(changeParam(params('page=4&sort=name'), 'category', 'sleeves').toString()).toBe(
      'sort=name&category=sleeves',
    );
    expect(changeParam(params('page=4&category=sleeves'), 'category', '').toString()).toBe('');
    expect(changeParam(params('page=4'), 'page_size', 48).toString()).toBe('page_size=48');
  });

  it('keeps the filters when only the page changes, and drops page 1', () => {
    expect(changeParam(params('category=a'), 'page', 3).toString()).toBe('category=a&page=3');
    expect(changeParam(params('category=a&page=3'), 'page', 1).toString()).toBe('category=a');
  });
});

describe('toApiQuery', () => {
  it('maps the sort choice to ordering and leaves relevance to the server', () => {
    expect(toApiQuery(readListParams(params('sort=-price')), 'deals')).toMatchObject({
      ordering: '-price',
      collection: 'deals',
    });
    expect(toApiQuery(readListParams(params('search=x'))).ordering).toBe('');
  });
});
