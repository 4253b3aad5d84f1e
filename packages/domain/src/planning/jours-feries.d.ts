// @socialgouv/jours-feries 2.0 ships no types: a year's French public holidays by their French name,
// as Dates at local midnight of the running process (french-holidays.ts reads them as calendar days).
declare module '@socialgouv/jours-feries' {
  const joursFeries: (year: number, options?: { alsace?: boolean }) => Record<string, Date>;
  export default joursFeries;
}
