import type { SignedUrlResponse } from '@conque/domain/orders/api-types';
import { useState } from 'react';
import { openSignedLink } from './open-signed-link';

/**
 * `openSignedLink` with the key of the link being signed (an order id, a file path), for the
 * button's pending state. `open` must be called from the click handler itself.
 */
export const useSignedLink = () => {
  const [pending, setPending] = useState<string | null>(null);
  const open = async (key: string, sign: () => Promise<Partial<SignedUrlResponse> | undefined>) => {
    setPending(key);
    try {
      await openSignedLink(sign);
    } finally {
      setPending(null);
    }
  };
  return { open, pending };
};
