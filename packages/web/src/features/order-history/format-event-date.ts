import { format } from 'date-fns';
import { fr } from 'date-fns/locale';
import { parisWallClock } from '@/lib/paris-dates';

/** "12 mars 2026 à 14:05", Paris time (DESIGN §5.17). */
export const formatEventDate = (iso: string): string =>
  format(parisWallClock(new Date(iso)), "d MMMM yyyy 'à' HH:mm", { locale: fr });
