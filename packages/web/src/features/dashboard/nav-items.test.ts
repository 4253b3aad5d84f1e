import { describe, expect, it } from 'vitest';
import { findActiveItem, getNavItems } from './nav-items';

const menu = (role: Parameters<typeof getNavItems>[0]['role'], establishment_id: string | null = null) =>
  getNavItems({ id: 'u-1', role, establishment_id }).map((item) => [item.label, item.to]);

describe('getNavItems (spec 000 §2 Sidebar, §6)', () => {
  it('gives a preparator its links, whatever its establishment', () => {
    const expected = [
      ['Tableau de bord', '/dashboard/preparator'],
      ['Atelier', '/atelier'],
      ['Factures', '/dashboard/preparator/invoices'],
      ['Facturation électronique', '/dashboard/preparator/einvoicing'],
      ['Tarifs', '/dashboard/preparator/prices'],
      ['Planning', '/dashboard/preparator/planning'],
      ['Étapes de fabrication', '/dashboard/preparator/production-steps'],
      ['Statistiques', '/dashboard/preparator/statistics'],
      ['Refabrications', '/dashboard/preparator/remakes'],
      ['Utilisateurs', '/dashboard/users'],
      ['Collaborateurs', '/dashboard/collaborators'],
      ['Webhooks', '/dashboard/webhooks'],
      ["Clés d'API", '/dashboard/api-keys'],
      ['Mon Profil', '/dashboard/profile'],
    ];
    expect(menu('preparator')).toEqual(expected);
    expect(menu('preparator', 'etab-1')).toEqual(expected);
  });

  const ordering = [
    ['Nouvelle commande', '/dashboard/orders/new'],
    ['Mes commandes', '/dashboard/orders'],
    ['Mes brouillons', '/dashboard/orders/drafts'],
  ];
  const profile = ['Mon Profil', '/dashboard/profile'];

  it.each([
    ['user without establishment', 'user', null],
    ['user with establishment', 'user', 'etab-1'],
    ['manager without establishment', 'manager', null],
  ] as const)('gives a %s the ordering links and the profile only', (_, role, establishment) => {
    expect(menu(role, establishment)).toEqual([...ordering, profile]);
  });

  it('adds invoices, establishment and collaborators for a manager with an establishment', () => {
    expect(menu('manager', 'etab-1')).toEqual([
      ...ordering,
      ['Mes factures', '/dashboard/invoices'],
      ['Activité', '/dashboard/activity'],
      ['Mon établissement', '/dashboard/establishment'],
      ['Mes collaborateurs', '/dashboard/collaborators'],
      ['Webhooks', '/dashboard/webhooks'],
      ["Clés d'API", '/dashboard/api-keys'],
      profile,
    ]);
  });

  it('offers a viewer only what it may do: its orders and its profile (docs/design.md §5.6)', () => {
    expect(menu('viewer')).toEqual([['Mes commandes', '/dashboard/orders'], profile]);
    expect(menu('viewer', 'etab-1')).toEqual([['Mes commandes', '/dashboard/orders'], profile]);
  });

  it('puts the draft count on Mes brouillons only', () => {
    const withCount = getNavItems({ id: 'u-1', role: 'manager', establishment_id: 'etab-1' }).filter(
      (item) => item.showDraftCount,
    );
    expect(withCount.map((item) => item.label)).toEqual(['Mes brouillons']);
  });
});

describe('findActiveItem', () => {
  const items = getNavItems({ id: 'u-1', role: 'manager', establishment_id: 'etab-1' });
  const preparatorItems = getNavItems({ id: 'u-1', role: 'preparator', establishment_id: null });

  it.each([
    ['/dashboard/orders', 'Mes commandes'],
    ['/dashboard/orders/', 'Mes commandes'],
    ['/dashboard', 'Mes commandes'],
    ['/dashboard/orders/0b7c/edit', 'Mes commandes'],
    ['/dashboard/orders/drafts', 'Mes brouillons'],
    ['/dashboard/orders/new', 'Nouvelle commande'],
    ['/dashboard/profile', 'Mon Profil'],
  ])('marks %s as %s', (pathname, label) => {
    expect(findActiveItem(pathname, items)?.label).toBe(label);
  });

  it('prefers the longest match for a preparator', () => {
    expect(findActiveItem('/dashboard/preparator/invoices', preparatorItems)?.label).toBe('Factures');
    expect(findActiveItem('/dashboard/preparator', preparatorItems)?.label).toBe('Tableau de bord');
  });

  it('marks nothing on a page outside the menu', () => {
    expect(findActiveItem('/dashboard/users', items)).toBeUndefined();
  });
});
