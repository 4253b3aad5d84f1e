import { formatParisDateTime } from '@conque/domain/shared/paris-time';

/** "12 mars 2026 à 14:05", Paris time (docs/design.md §5.17). */
export const formatEventDate = (iso: string): string => formatParisDateTime(iso);
