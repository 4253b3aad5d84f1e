// @socialgouv/jours-feries ships JavaScript only: its one function, as its README documents it.
declare module '@socialgouv/jours-feries' {
  /** The French public holidays of `year` by name, each a Date at local midnight of its day. */
  const joursFeries: (year: number, options?: { alsace?: boolean }) => Record<string, Date>;
  export default joursFeries;
}
