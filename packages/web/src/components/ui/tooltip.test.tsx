import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { Tooltip } from './tooltip';

const renderTooltip = () =>
  render(
    <Tooltip label="Mode de livraison Express">
      <button type="button">Express</button>
    </Tooltip>,
  );

describe('Tooltip', () => {
  // The bubble's chunk transformed once first: its lazy load then fits findByRole's wait when loaded.
  beforeAll(async () => {
    await import('./tooltip-bubble');
  });

  it('opens on keyboard focus without remounting the trigger, describes it, and closes on Escape', async () => {
    renderTooltip();
    const trigger = screen.getByRole('button', { name: 'Express' });
    await userEvent.tab();
    // The bubble is a chunk of its own: its first import is transformed then, slow on a loaded machine.
    expect(
      await screen.findByRole('tooltip', { name: 'Mode de livraison Express' }, { timeout: 25_000 }),
    ).toBeInTheDocument();
    // The same element, still focused, now described by the tooltip.
    expect(screen.getByRole('button', { name: 'Express' })).toBe(trigger);
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAccessibleDescription('Mode de livraison Express');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(trigger).not.toHaveAttribute('aria-describedby');
    // Past the 15 s default: the bubble's first import may take most of its 25 s (above).
  }, 30_000);

  it('opens when the pointer rests on the trigger and closes when it leaves', async () => {
    renderTooltip();
    const trigger = screen.getByRole('button', { name: 'Express' });
    await userEvent.hover(trigger);
    expect(await screen.findByRole('tooltip', { name: 'Mode de livraison Express' })).toBeInTheDocument();
    await userEvent.unhover(trigger);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('stays closed when the trigger is clicked', async () => {
    renderTooltip();
    await userEvent.click(screen.getByRole('button', { name: 'Express' }));
    await userEvent.unhover(screen.getByRole('button', { name: 'Express' }));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
