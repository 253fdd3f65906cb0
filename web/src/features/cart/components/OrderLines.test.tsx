import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderLines, OrderTotals } from './OrderLines';

describe('OrderLines and OrderTotals', () => {
  it('names each line with its variant and quantity, the unit price when given, and the line total', () => {
    render(
      <OrderLines
        lines={[
          { id: 1, product: 'Mug', variant: 'Blue', quantity: 2, lineTotal: 19.98 },
          { id: 2, product: 'Tee', quantity: 1, lineTotal: '12.50', unitPrice: '12.50' },
        ]}
      />,
    );
    const [mug, tee] = screen.getAllByRole('listitem');
    expect(mug).toHaveTextContent('Mug (Blue) × 2$19.98');
    expect(tee).toHaveTextContent('Tee × 1 at $12.50$12.50');
  });

  it('lists the rows and then the total under its test id', () => {
    render(
      <OrderTotals rows={[{ label: 'Subtotal', value: '$5.00' }]} total="$9.00" totalTestId="cart-total" />,
    );
    expect(screen.getByText('Subtotal')).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$9.00');
  });
});
