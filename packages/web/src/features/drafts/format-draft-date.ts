import { format } from 'date-fns';
import { fr } from 'date-fns/locale';
import { parisWallClock } from '@/lib/paris-dates';

/** "22 novembre 2026 à 14:05" ("1er juillet …" on the first of the month), Paris time (DESIGN §5.17). */
export const formatDraftDate = (iso: string) =>
  format(parisWallClock(new Date(iso)), "do MMMM yyyy 'à' HH:mm", { locale: fr });
