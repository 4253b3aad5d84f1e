import { formatParis } from '@conque/domain/shared/paris-time';

/**
 * "22 novembre 2026 à 14:05" ("1er juillet …" on the first of the month), Paris time (docs/design.md §5.17).
 */
export const formatDraftDate = (iso: string) => formatParis(iso, "do MMMM yyyy 'à' HH:mm");
