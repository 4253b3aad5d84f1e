import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sessions } from '../../db/schema/index';

/** The AMR methods of a second factor (auth-js's `AMRMethod` names): a session holding one is aal2. */
export const SECOND_FACTOR_METHODS: readonly string[] = ['totp', 'mfa/recovery_code'];

/**
 * The sessions raised to aal2 with this factor, about to go, back to aal1 without its methods
 * (docs/identity-protocol.md §12.5): nobody is signed out, and the next refresh says aal1. The change of
 * level is told to every process (migration 0019), whose cached sessions then read it again.
 */
export const downgradeSessionsOf = async (tx: Executor, factorId: string) => {
  const raised = await tx
    .select({ id: sessions.id, amr: sessions.amr })
    .from(sessions)
    .where(eq(sessions.factorId, factorId));
  for (const session of raised) {
    await tx
      .update(sessions)
      .set({
        aal: 'aal1',
        factorId: null,
        amr: session.amr.filter((entry) => !SECOND_FACTOR_METHODS.includes(entry.method)),
      })
      .where(eq(sessions.id, session.id));
  }
};
