import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { movedIds, OrderedRuleList } from './OrderedRuleList';

const rules = [
  { id: 7, name: 'Mythics', is_active: true, cut: 50 },
  { id: 3, name: 'Foils', is_active: false, cut: 40 },
  { id: 9, name: 'Bulk', is_active: true, cut: 10 },
];

function renderList() {
  const calls = { order: vi.fn(), edit: vi.fn(), remove: vi.fn() };
  render(
    <OrderedRuleList
      rules={rules}
      columns={[{ label: 'Cut', cell: (r) => `${r.cut} %` }]}
      onOrder={calls.order}
      onEdit={calls.edit}
      onDelete={calls.remove}
    />,
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('movedIds', () => {
  it('swaps a rule with its neighbour and leaves the ends in place', () => {
    expect(movedIds([7, 3, 9], 2, -1)).toEqual([7, 9, 3]);
    expect(movedIds([7, 3, 9], 0, 1)).toEqual([3, 7, 9]);
    expect(movedIds([7, 3, 9], 0, -1)).toEqual([7, 3, 9]);
    expect(movedIds([7, 3, 9], 2, 1)).toEqual([7, 3, 9]);
  });
});

describe('OrderedRuleList', () => {
  it('numbers the rules in order, marks the inactive ones and shows the given columns', () => {
    renderList();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^1Mythics50 %/),
      expect.stringMatching(/^2Foils \(off\)40 %/),
      expect.stringMatching(/^3Bulk10 %/),
    ]);
    expect(screen.getByRole('button', { name: 'Move Mythics up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Bulk down' })).toBeDisabled();
  });

  it('moves a rule first with the order call, and edits one', async () => {
    const calls = renderList();
    await userEvent.click(screen.getByRole('button', { name: 'Move Foils up' }));
    expect(calls.order).toHaveBeenCalledWith([3, 7, 9]);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Bulk' }));
    expect(calls.edit).toHaveBeenCalledWith(rules[2]);
  });

  it('deletes only once the deletion is confirmed', async () => {
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    const calls = renderList();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Foils' }));
    expect(confirm).toHaveBeenCalledWith('Delete the rule "Foils"?');
    expect(calls.remove).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Foils' }));
    expect(calls.remove).toHaveBeenCalledWith(rules[1]);
  });
});
