import {
  deliveryAddressIdParamSchema,
  newDeliveryAddressSchema,
} from '@conque/domain/accounts/delivery-address-schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { currentActor } from '../../http/current-actor';
import { parseJsonBody, parseWith } from '../../http/parse-input';
import { requireUser } from '../../http/require-user';
import { createDeliveryAddress } from './create-delivery-address';
import { deleteDeliveryAddress } from './delete-delivery-address';
import { listDeliveryAddresses } from './list-delivery-addresses';
import { setDefaultDeliveryAddress } from './set-default-delivery-address';

// Spec 001 §7 "Table access: delivery_addresses", for the establishment of the signed-in user.
export const deliveryAddressRoutes = new Hono<AppEnv>();

deliveryAddressRoutes.get('/', requireUser, async (c) => {
  return c.json(await listDeliveryAddresses(c.var.deps, currentActor(c.var.currentUser)));
});

deliveryAddressRoutes.post('/', requireUser, async (c) => {
  const input = await parseJsonBody(c, newDeliveryAddressSchema);
  return c.json(await createDeliveryAddress(c.var.deps, currentActor(c.var.currentUser), input), 201);
});

deliveryAddressRoutes.delete('/:addressId', requireUser, async (c) => {
  const { addressId } = parseWith(deliveryAddressIdParamSchema, c.req.param());
  return c.json(await deleteDeliveryAddress(c.var.deps, currentActor(c.var.currentUser), addressId));
});

deliveryAddressRoutes.post('/:addressId/default', requireUser, async (c) => {
  const { addressId } = parseWith(deliveryAddressIdParamSchema, c.req.param());
  return c.json(await setDefaultDeliveryAddress(c.var.deps, currentActor(c.var.currentUser), addressId));
});
