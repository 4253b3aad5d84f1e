/** ILIKE pattern for "contains": the user's % and _ are searched for as themselves. */
export const containsPattern = (search: string) => `%${search.replace(/[\\%_]/g, '\\$&')}%`;
