import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ManageList } from './ManageList';

const rows = (results: string[]) => (
  <ul>
    {results.map((r) => (
      <li key={r}>{r}</li>
    ))}
  </ul>
);

function renderList(data: { count: number; results: string[] } | undefined, failed = false) {
  const onPageChange = vi.fn();
  const { container } = render(
    <ManageList data={data} failed={failed} empty="No orders found." page={1} onPageChange={onPageChange}>
      {rows}
    </ManageList>,
  );
  return { container, onPageChange };
}

describe('ManageList', () => {
  it('shows a skeleton while the page loads, and nothing once it failed (the screen shows the error)', () => {
    expect(renderList(undefined).container.querySelector('.animate-pulse')).not.toBeNull();
    expect(renderList(undefined, true).container).toBeEmptyDOMElement();
  });

  it('says so when nothing matches', () => {
    renderList({ count: 0, results: [] });
    expect(screen.getByText('No orders found.')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('shows the rows and pages of 20', async () => {
    const { onPageChange } = renderList({ count: 41, results: ['#1001', '#1002'] });
    expect(screen.getByText('#1001')).toBeInTheDocument();
    expect(screen.getByText('#1002')).toBeInTheDocument();
    expect(screen.queryByText('No orders found.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByText('3'));
    expect(onPageChange).toHaveBeenCalledWith(3);
    expect(screen.queryByText('4')).not.toBeInTheDocument();
  });
});
