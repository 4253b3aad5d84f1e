import { useMutation } from '@tanstack/react-query';
import { PRODUCT_NAME } from '@/config/product';
import { loadAuthClient } from '@/lib/auth-client-loader';
import { MFA_MESSAGES } from '../mfa-messages';

export type Enrolment = { factorId: string; qrCode: string; secret: string };

/**
 * auth-js's `mfa.enroll` (POST /auth/v1/factors, docs/identity-protocol.md §12.2), after removing a factor
 * this person began to enrol and never confirmed (a reload, a second try): GoTrue refuses two factors
 * without a name (§12.7). The QR code comes as a data URI of its SVG; the issuer is the product's name,
 * which the authenticator app shows beside the account.
 */
export const enrollFactor = async (): Promise<Enrolment> => {
  const client = await loadAuthClient();
  const listed = await client.mfa.listFactors();
  for (const factor of listed.data?.all ?? []) {
    if (factor.status === 'unverified') await client.mfa.unenroll({ factorId: factor.id });
  }
  const { data, error } = await client.mfa.enroll({ factorType: 'totp', issuer: PRODUCT_NAME });
  if (error || !data) throw new Error(MFA_MESSAGES.enrolFailed);
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret };
};

export const useEnrollFactor = () =>
  useMutation({ mutationFn: enrollFactor, meta: { errorMessage: MFA_MESSAGES.enrolFailed } });
