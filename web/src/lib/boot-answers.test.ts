import { afterEach, describe, expect, it } from 'vitest';
import { catalogEndpoints } from '@storefront/contract/catalog.endpoints';
import { callUrl } from './api';
import { normalizeCallUrl, resetBootAnswers, takeBootAnswer } from './boot-answers';

function inline(answers: Record<string, unknown>) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'boot-answers';
  block.textContent = JSON.stringify(answers);
  document.head.append(block);
  resetBootAnswers();
}

afterEach(() => {
  document.getElementById('boot-answers')?.remove();
  resetBootAnswers();
});

describe('takeBootAnswer', () => {
  it('hands out an inlined answer once, whatever the order of the query', () => {
    inline({ '/api/ecommerce/products/?page=1&page_size=20&ordering=name': { count: 3 } });
    const url = callUrl(catalogEndpoints.products, {
      query: { page: 1, page_size: 20, ordering: 'name', category: '', product_type: '', search: '' },
    });
    expect(takeBootAnswer(url)).toEqual({ count: 3 });
    expect(takeBootAnswer(url)).toBeUndefined();
  });

  it('answers nothing for another call, or when the page carries no block', () => {
    inline({ '/api/ecommerce/products/?page=1': { count: 3 } });
    expect(takeBootAnswer('/api/ecommerce/products/?page=2')).toBeUndefined();
    document.getElementById('boot-answers')?.remove();
    resetBootAnswers();
    expect(takeBootAnswer('/api/ecommerce/products/?page=1')).toBeUndefined();
  });
});

describe('normalizeCallUrl', () => {
  it('sorts the query and keeps the path', () => {
    expect(normalizeCallUrl('/a/?b=2&a=1')).toBe('/a/?a=1&b=2');
    expect(normalizeCallUrl('/a/')).toBe('/a/');
  });
});
