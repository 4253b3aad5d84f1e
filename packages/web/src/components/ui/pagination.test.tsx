import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';

describe('Pagination', () => {
  // WCAG 2.5.3: each button is named by the word it shows, nothing else.
  it('names the buttons by their visible words', () => {
    render(<Pagination page={1} pageSize={10} total={30} totalLabel="30 commandes" onPageChange={vi.fn()} />);
    for (const word of ['Précédent', 'Suivant']) {
      const button = screen.getByRole('button', { name: word });
      expect(button).toHaveAccessibleName(word);
      expect(button).toHaveTextContent(word);
      expect(button).not.toHaveAttribute('aria-label');
    }
  });

  it('shows the page among all of them and the total, and stops at the last page', async () => {
    const onPageChange = vi.fn();
    render(
      <Pagination page={2} pageSize={10} total={12} totalLabel="12 commandes" onPageChange={onPageChange} />,
    );
    expect(screen.getByText('12 commandes')).toBeInTheDocument();
    expect(screen.getByText('Page 2 sur 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Précédent' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('offers the pages up to a capped total and says there are more', async () => {
    const onPageChange = vi.fn();
    const { rerender } = render(
      <Pagination
        page={99}
        pageSize={10}
        total={1000}
        capped
        totalLabel="Plus de 1 000 commandes"
        onPageChange={onPageChange}
      />,
    );
    expect(screen.getByText('Page 99 sur plus de 100')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(onPageChange).toHaveBeenCalledWith(100);
    rerender(
      <Pagination
        page={100}
        pageSize={10}
        total={1000}
        capped
        totalLabel="Plus de 1 000 commandes"
        onPageChange={onPageChange}
      />,
    );
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeDisabled();
  });
});
