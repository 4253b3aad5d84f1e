/** "Jeanne Moreau", or a dash-free placeholder while a draft has no name yet. */
export const fullName = (first: string | null | undefined, last: string | null | undefined): string =>
  [first?.trim(), last?.trim()].filter(Boolean).join(' ');
