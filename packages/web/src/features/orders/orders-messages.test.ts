import { describe, expect, it } from 'vitest';
import { ordersCount } from './orders-messages';

// Intl's French grouping separator is U+202F (narrow no-break space).
const nb = (text: string) => text.replaceAll('\u202f', ' ');

describe('ordersCount', () => {
  it.each([
    [0, false, '0 commande'],
    [1, false, '1 commande'],
    [12, false, '12 commandes'],
    [90_153, false, '90 153 commandes'],
    [1000, true, 'Plus de 1 000 commandes'],
  ])('%i (capped: %s) reads "%s"', (total, capped, text) => {
    expect(nb(ordersCount(total, capped))).toBe(text);
  });
});
