import type { DeliveryAddressList } from '@conque/domain/accounts/delivery-address-schemas';
import type { Actor } from '@conque/domain/permissions/can';
import type { Deps } from '../../kernel/deps';
import { ownEstablishmentFor } from '../establishment/own-establishment';
import { listAddresses } from './address-list';

/** Spec 001 §2 establishment page and wizard shipping step: the addresses of the actor's establishment. */
export const listDeliveryAddresses = async (deps: Deps, actor: Actor): Promise<DeliveryAddressList> =>
  listAddresses(deps.db, ownEstablishmentFor(actor, 'delivery_addresses.list'));
