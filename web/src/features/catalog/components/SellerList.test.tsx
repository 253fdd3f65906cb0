import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clampQuantity } from '../../../ui/QuantityStepper';
import { SellerList } from './SellerList';

const stock = (username: string, available: number, variant = 'Standard') => ({
  supplier: { username },
  variant,
  available,
  price: '9.99',
});

describe('SellerList', () => {
  it('lists the first 3 sellers and then +N more sellers', () => {
    render(<SellerList stocks={['a', 'b', 'c', 'd', 'e'].map((u, i) => stock(u, 5 - i))} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('+2 more sellers')).toBeInTheDocument();
    expect(screen.queryByText('d')).not.toBeInTheDocument();
  });

  it('says nothing more with 3 sellers or fewer', () => {
    render(<SellerList stocks={[stock('a', 1), stock('b', 0)]} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText(/more sellers/)).not.toBeInTheDocument();
    expect(screen.getByText(/Out of stock/)).toBeInTheDocument();
  });

  it('names the condition of a card offer, not the Standard variant of other products', () => {
    render(<SellerList stocks={[stock('a', 1, 'Near Mint Foil'), stock('b', 2)]} />);
    expect(screen.getByText('· Near Mint Foil', { exact: false })).toBeInTheDocument();
    expect(screen.queryByText(/Standard/)).not.toBeInTheDocument();
  });
});

describe('clampQuantity', () => {
  it('keeps a quantity between 1 and the stock', () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(3, 5)).toBe(3);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
    expect(clampQuantity(2, 0)).toBe(1);
  });
});
