/** File sizes as French users read them: "840 Ko", "12,5 Mo". */
export const formatFileSize = (bytes: number): string =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} Ko`
    : `${(bytes / (1024 * 1024)).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mo`;

/** "Jeanne Moreau", or a dash-free placeholder while a draft has no name yet. */
export const fullName = (first: string | null | undefined, last: string | null | undefined): string =>
  [first?.trim(), last?.trim()].filter(Boolean).join(' ');
