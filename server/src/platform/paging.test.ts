import { describe, expect, it } from 'vitest';
import { pageAnswer, pageWindow } from './paging.ts';

describe('paging', () => {
  it('turns page and page_size into a window of rows', () => {
    expect(pageWindow({ page: 1, page_size: 20 })).toEqual({ limit: 20, offset: 0 });
    expect(pageWindow({ page: 3, page_size: 25 })).toEqual({ limit: 25, offset: 50 });
  });

  it('links the next and previous pages with the same query, relative to the host', () => {
    const answer = pageAnswer('/api/x/', { page: 2, page_size: 10, search: 'dragon', empty: '' }, 45, ['a']);
    expect(answer).toEqual({
      count: 45,
      next: '/api/x/?page=3&page_size=10&search=dragon',
      previous: '/api/x/?page=1&page_size=10&search=dragon',
      results: ['a'],
    });
  });

  it('has no next on the last page, and a page past the end points back at the last one', () => {
    const past = pageAnswer('/api/x/', { page: 9, page_size: 10 }, 45, []);
    expect(past.next).toBeNull();
    expect(past.previous).toBe('/api/x/?page=5&page_size=10');
    expect(pageAnswer('/api/x/', { page: 1, page_size: 10 }, 0, []).previous).toBeNull();
  });
});
