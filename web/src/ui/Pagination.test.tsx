import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { pageWindow, Pagination } from './Pagination';

describe('pageWindow', () => {
  it('is empty for one page or none, so pagination is hidden', () => {
    expect(pageWindow(1, 1)).toEqual([]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('lists every page when there are 5 or fewer', () => {
    expect(pageWindow(1, 2)).toEqual([1, 2]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps 5 numbers at the start, then the last page after an ellipsis', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
    expect(pageWindow(3, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
  });

  it('centres the window with the first and last page around it', () => {
    expect(pageWindow(10, 20)).toEqual([1, 'ellipsis-start', 8, 9, 10, 11, 12, 'ellipsis-end', 20]);
  });

  it('does not put an ellipsis where no page is skipped', () => {
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 6, 'ellipsis-end', 20]);
    expect(pageWindow(17, 20)).toEqual([1, 'ellipsis-start', 15, 16, 17, 18, 19, 20]);
  });

  it('keeps 5 numbers at the end', () => {
    expect(pageWindow(20, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
  });

  it('clamps a page beyond the last', () => {
    expect(pageWindow(99, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('Pagination', () => {
  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} totalPages={1} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('marks the current page and reports the chosen one', () => {
    const onPageChange = vi.fn();
    render(
      <MemoryRouter>
        <Pagination page={2} totalPages={9} onPageChange={onPageChange} hrefFor={(p) => `?page=${p}`} />
      </MemoryRouter>,
    );
    expect(screen.getByText('2')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Page 9' })).toHaveAttribute('href', '?page=9');
    fireEvent.click(screen.getByRole('link', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    fireEvent.click(screen.getByRole('link', { name: 'Page 5' }));
    expect(onPageChange).toHaveBeenCalledWith(5);
  });
});
