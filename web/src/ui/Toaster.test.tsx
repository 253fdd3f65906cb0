import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, TOAST_LIFETIME_MS } from './toast-store';
import { Toaster } from './Toaster';

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('live 5 seconds', () => {
    expect(TOAST_LIFETIME_MS).toBe(5000);
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => void store.success('Saved!'));
    expect(screen.getByText('Saved!')).toBeInTheDocument();
    void act(() => vi.advanceTimersByTime(4_999));
    expect(screen.getByText('Saved!')).toBeInTheDocument();
    void act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved!')).not.toBeInTheDocument();
  });

  it('close by their button, leaving the others', () => {
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => {
      store.error('Failed');
      store.info('Heads up');
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'Close notification' })[0]!);
    expect(screen.queryByText('Failed')).not.toBeInTheDocument();
    expect(screen.getByText('Heads up')).toBeInTheDocument();
  });

  it('of one type can be dismissed together, leaving the others', () => {
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => {
      store.error('Please fix the errors below');
      store.error('Card declined');
      store.info('Heads up');
    });
    act(() => store.dismiss('error'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Heads up')).toBeInTheDocument();
  });

  it('come in four types, each with its icon', () => {
    const store = createToastStore();
    const { container } = render(<Toaster store={store} />);
    act(() => {
      store.success('a');
      store.error('b');
      store.warning('c');
      store.info('d');
    });
    const types = [...container.querySelectorAll('[data-toast-type]')].map((n) =>
      n.getAttribute('data-toast-type'),
    );
    expect(types).toEqual(['success', 'error', 'warning', 'info']);
    expect(container.querySelectorAll('svg[aria-label]')).toHaveLength(4);
  });
});
