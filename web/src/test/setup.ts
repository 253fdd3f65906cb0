import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// happy-dom's selects lack `size` and their options `defaultSelected`, which browsers have: without them
// react-hook-form takes every select for one edited before the form was ready and keeps its first option
// instead of the form's default value.
Object.defineProperty(HTMLSelectElement.prototype, 'size', {
  configurable: true,
  get(this: HTMLSelectElement) {
    return Number(this.getAttribute('size') ?? 0);
  },
});
Object.defineProperty(HTMLOptionElement.prototype, 'defaultSelected', {
  configurable: true,
  get(this: HTMLOptionElement) {
    return this.hasAttribute('selected');
  },
});
