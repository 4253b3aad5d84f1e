import { newPriceListVersionSchema } from '@conque/domain/pricing/price-list-versions';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { currentActor } from '../../http/current-actor';
import { parseJsonBody } from '../../http/parse-input';
import { requireUser } from '../../http/require-user';
import { createPriceListVersion } from './create-price-list-version';
import { getCurrentPriceList, getPriceList } from './get-price-list';

// The lab's price list, in versions, edited by the preparators.
export const priceListRoutes = new Hono<AppEnv>();

priceListRoutes.get('/', requireUser, async (c) =>
  c.json(await getPriceList(c.var.deps, currentActor(c.var.currentUser))),
);

priceListRoutes.get('/current', requireUser, async (c) =>
  c.json(await getCurrentPriceList(c.var.deps, currentActor(c.var.currentUser))),
);

priceListRoutes.post('/', requireUser, async (c) => {
  const input = await parseJsonBody(c, newPriceListVersionSchema);
  return c.json(await createPriceListVersion(c.var.deps, currentActor(c.var.currentUser), input), 201);
});
