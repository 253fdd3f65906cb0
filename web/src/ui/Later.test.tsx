import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInGroups } from './Later';

const List = ({ items }: { items: string[] }) => (
  <ul>
    {renderInGroups(
      items,
      (item) => (
        <li key={item}>{item}</li>
      ),
      { first: 2, size: 2 },
    )}
  </ul>
);
const shown = () => screen.queryAllByRole('listitem').map((li) => li.textContent);

describe('renderInGroups', () => {
  it('renders the first items at once and the rest after the first paint, in order', async () => {
    render(<List items={['a', 'b', 'c', 'd', 'e']} />);
    expect(shown()).toEqual(['a', 'b']);
    await screen.findByText('e');
    expect(shown()).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('renders everything at once once the first page has drawn (a client navigation)', () => {
    render(<List items={['v', 'w', 'x', 'y', 'z']} />);
    expect(shown()).toEqual(['v', 'w', 'x', 'y', 'z']);
  });
});
