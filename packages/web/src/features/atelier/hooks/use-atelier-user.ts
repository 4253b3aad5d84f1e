import { useEffect } from 'react';
import { useProfile } from '@/api/profile';
import { DEVICE_DATA_PREFIX } from '@/lib/device-data';
import type { AccessUser } from '@/lib/route-access';

// Decision 142: who is signed in on the tablet (id, role, establishment: no patient data), kept on
// the device so that « Atelier » reloaded without network still opens and keeps its scans for later.
// Forgotten at sign-out with the rest of the device's data; the server decides every call anyway.

const USER_KEY = `${DEVICE_DATA_PREFIX}user`;

const keptUser = (userId: string): AccessUser | undefined => {
  try {
    const kept = JSON.parse(localStorage.getItem(USER_KEY) ?? 'null') as AccessUser | null;
    return kept?.id === userId ? kept : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The signed-in person as the server last said, or as this device last knew them when the server
 * cannot be reached; `offline` when neither is known and the profile waits for the network.
 */
export const useAtelierUser = (userId: string | undefined) => {
  const profile = useProfile();
  const { data } = profile;
  useEffect(() => {
    if (!data) return;
    const user: AccessUser = { id: data.id, role: data.role, establishment_id: data.establishment_id };
    localStorage.setItem(USER_KEY, JSON.stringify(user));
  }, [data]);
  const user = data ?? (userId ? keptUser(userId) : undefined);
  return { user, error: profile.error, offline: !user && profile.fetchStatus === 'paused' };
};
