import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductImage } from './ProductImage';

const CARD = 'https://cards.scryfall.io/normal/front/0/7/07a3d9e8-8597-498b-869c-cff79e0df516.jpg';

describe('ProductImage', () => {
  it('loads the card picture lazily with its smaller and larger copies', () => {
    render(<ProductImage file={CARD} slug="abzan-guide" alt="Abzan Guide" sizes="100vw" />);
    const img = screen.getByRole('img', { name: 'Abzan Guide' });
    expect(img).toHaveAttribute('src', CARD);
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img.getAttribute('srcset')).toContain('/small/front/');
  });

  it('shows the drawn picture when the file cannot be loaded, and stays there', () => {
    render(<ProductImage file={CARD} slug="abzan-guide" alt="Abzan Guide" sizes="100vw" />);
    const img = screen.getByRole('img', { name: 'Abzan Guide' });
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/media/products/abzan-guide.svg');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).toHaveAttribute('data-fallback', 'drawn');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/media/products/abzan-guide.svg');
  });

  it('tries a new file again after a fallback', () => {
    const { rerender } = render(<ProductImage file={CARD} slug="a" alt="A" />);
    fireEvent.error(screen.getByRole('img'));
    rerender(<ProductImage file="/media/uploads/7.webp" slug="a" alt="A" />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/media/uploads/7.webp');
  });
});
