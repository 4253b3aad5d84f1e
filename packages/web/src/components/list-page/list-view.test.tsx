import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ListDefinition, ListQueryView } from './list-definition';
import { ListView } from './list-view';

type Row = { id: string; name: string; status: string; city: string };

const list: ListDefinition<Row> = {
  columns: [
    { header: 'Nom', cell: (row) => row.name, card: 'title' },
    { header: 'Ville', cell: (row) => row.city },
    { header: 'Statut', cell: (row) => row.status, card: 'aside' },
  ],
  rowKey: (row) => row.id,
  actions: (row) => <button type="button">Voir {row.name}</button>,
};
const messages = { empty: 'Rien trouvé', loadFailed: 'Impossible de charger' };
const page = (items: Row[]): ListQueryView<Row>['data'] => ({ items, total: items.length, pageSize: 10 });
const view = (query: Partial<ListQueryView<Row>>) =>
  render(
    <ListView
      list={list}
      messages={messages}
      query={{ data: undefined, isPending: false, isError: false, ...query }}
    />,
  );

describe('ListView', () => {
  it('lays each row out in the table, with its column titles and an Actions column, and as a card', () => {
    view({ data: page([{ id: '1', name: 'Anne', status: 'Enregistrée', city: 'Lyon' }]) });
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Nom', 'Ville', 'Statut', 'Actions']);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Anne', 'Lyon', 'Enregistrée', 'Voir Anne']);
    const card = screen.getByRole('listitem');
    expect(within(card).getByRole('term')).toHaveTextContent('Ville');
    expect(within(card).getByRole('definition')).toHaveTextContent('Lyon');
    expect(within(card).getByRole('button', { name: 'Voir Anne' })).toBeInTheDocument();
  });

  it('says an empty list once, in the table', () => {
    view({ data: page([]) });
    expect(within(screen.getByRole('table')).getByText('Rien trouvé')).toBeInTheDocument();
    expect(screen.getAllByText('Rien trouvé')).toHaveLength(1);
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('announces a failed load once and offers to try again', async () => {
    const onRetry = vi.fn();
    view({ isError: true, onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('Impossible de charger');
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('marks the list busy while it loads', () => {
    view({ isPending: true });
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Rien trouvé')).not.toBeInTheDocument();
  });
});
