import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { AppToaster } from '@/lib/toast';
import { liveEventApplier, NEW_ORDER_TOAST } from './apply-live-event';
import { isNewOrder } from './live-status';

// Which queries an event refetches (gathered over a burst), and the lab's « new
// order » toast and mark.

const setup = (role: string) => {
  const queryClient = createQueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  const applier = liveEventApplier(queryClient, { id: 'me', role });
  const keys = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);
  return { applier, keys };
};

describe('liveEventApplier', () => {
  it('refetches each screen once for a burst of events', async () => {
    const { applier, keys } = setup('manager');
    applier.apply({ kind: 'order', id: 'a' });
    applier.apply({ kind: 'order', id: 'b' });
    applier.apply({ kind: 'invoice', id: 'i' });
    applier.apply({ kind: 'user', id: 'me' });
    expect(keys()).toEqual([]);
    await vi.waitFor(() => expect(keys()).toHaveLength(5));
    expect(keys()).toEqual([['orders'], ['invoices'], ['users'], ['collaborators'], ['profile']]);
  });

  it('a resync refetches everything on screen', async () => {
    const { applier, keys } = setup('user');
    applier.apply({ kind: 'resync' });
    await vi.waitFor(() => expect(keys()).toEqual([[]]));
  });

  it('tells the lab of a newly validated order and marks it new; a clinic only refetches', async () => {
    render(<AppToaster />);
    const clinic = setup('manager');
    clinic.applier.apply({ kind: 'order', id: 'c-1', validated: true });
    expect(isNewOrder('c-1')).toBe(false);
    expect(screen.queryByText(NEW_ORDER_TOAST)).toBeNull();
    const lab = setup('preparator');
    lab.applier.apply({ kind: 'order', id: 'p-1', validated: true });
    expect(isNewOrder('p-1')).toBe(true);
    expect(await screen.findByText('Nouvelle commande validée')).toBeInTheDocument();
  });
});
