import { beforeEach, describe, expect, it } from 'vitest';
import { forgetScrollOnLoad, SCROLL_POSITIONS_KEY } from './scroll-on-load';

const saved = () =>
  JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}') as Record<string, number>;

describe('a full page load opens at the top', () => {
  beforeEach(() => {
    sessionStorage.clear();
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify({ default: 2400, abc: 900, xyz: 300 }));
  });

  it('forgets the position a typed URL would share with the previous one', () => {
    const load = { storage: sessionStorage, entryKey: 'default', navigationType: 'navigate' };
    expect(forgetScrollOnLoad(load)).toBe(true);
    expect(saved()).toEqual({ abc: 900, xyz: 300 });
  });

  it('forgets the reloaded entry’s position, keeping the others for in-app back/forward', () => {
    expect(forgetScrollOnLoad({ storage: sessionStorage, entryKey: 'abc', navigationType: 'reload' })).toBe(
      true,
    );
    expect(saved()).toEqual({ default: 2400, xyz: 300 });
  });

  it('keeps the position when the browser’s back/forward brings the page back', () => {
    expect(
      forgetScrollOnLoad({ storage: sessionStorage, entryKey: 'abc', navigationType: 'back_forward' }),
    ).toBe(false);
    expect(saved()).toEqual({ default: 2400, abc: 900, xyz: 300 });
  });

  it('survives unreadable positions', () => {
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, '{oops');
    expect(
      forgetScrollOnLoad({ storage: sessionStorage, entryKey: 'default', navigationType: 'navigate' }),
    ).toBe(true);
  });
});
