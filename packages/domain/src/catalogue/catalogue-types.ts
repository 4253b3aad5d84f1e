// Shapes shared by every catalogue data file. The data files stay plain lists so that a lab can
// correct a label or add a receiver without reading any logic (docs/catalogue-notes.md).

/** Names of the ear fields an option may depend on (see `onlyWhen`). */
export type DependencyField = 'shape' | 'material' | 'length';

export type CatalogueOption = {
  /** Stored in the order's `details`: never change it once orders use it; change the label instead. */
  readonly value: string;
  /** French text shown to the user, exactly as spec 001 §3 writes it. */
  readonly label: string;
  /**
   * Offered only while the ear's other fields hold one of the listed values, e.g. spec 001 §3
   * "disabled for shapes other than Canule and Canule CIC". An unset field does not disable it.
   */
  readonly onlyWhen?: { readonly [field in DependencyField]?: readonly string[] };
};

export type CategoryDefinition = {
  /** The ear object's field holding the choice (spec 001 §3 field names). */
  readonly key: string;
  /** French title of the category in the wizard's side list. */
  readonly title: string;
  readonly options: readonly CatalogueOption[];
  /** Required for the ear to be complete (spec 001 §5); optional ones fall back to `defaultValue`. */
  readonly required: boolean;
  /** Preselected on a new ear, and the meaning of an unset optional category. */
  readonly defaultValue?: string;
  /** The ear stores the choice as a one-element list (spec 001 §3: protective options and filters). */
  readonly list?: boolean;
};

/** The values of an option list as a non-empty tuple, ready for `z.enum`. */
export const optionValues = <const T extends readonly CatalogueOption[]>(
  options: T,
): [T[number]['value'], ...T[number]['value'][]] =>
  options.map((option) => option.value) as [T[number]['value'], ...T[number]['value'][]];

/** The French label of a stored value, or the value itself when the catalogue no longer has it. */
export const labelOf = (options: readonly CatalogueOption[], value: string | undefined): string =>
  value === undefined ? '' : (options.find((option) => option.value === value)?.label ?? value);

/** A plain record value → label, handy for selects and summaries. */
export const labelsOf = <const T extends readonly CatalogueOption[]>(
  options: T,
): Record<T[number]['value'], string> =>
  Object.fromEntries(options.map((option) => [option.value, option.label])) as Record<
    T[number]['value'],
    string
  >;
