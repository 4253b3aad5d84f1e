import {
  ADDITIONAL_OPTION_LABELS,
  ADDITIONAL_OPTIONS,
  ADDITIONAL_OPTIONS_TITLE,
  SPECIAL_MARKING_LABEL,
} from '../catalogue/additional-options';
import { brandLabel } from '../catalogue/brand-lookup';
import { labelOf } from '../catalogue/catalogue-types';
import { chosenValues, earCategoriesFor } from '../catalogue/ear-categories';
import type { EarSide } from '../catalogue/ear-sides';
import { DOMAIN_TITLE, PRODUCT_TYPE_TITLE, PRODUCT_TYPES, protectiveDomainOf } from '../catalogue/protective';
import { TIP_TYPE_LABELS } from '../catalogue/tip-types';
import { formatVentDimension, VENT_WITHOUT_DIMENSION } from '../catalogue/vents';
import type { OrderDetails } from './details-schema';
import type { AdditionalOptions } from './ear-schemas';

// Spec 001 §2 summary ('Type d'embout', per-ear recap, 'Options générales') and the order PDF
// (docs/design.md §5.12) print the same French lines; they come from here so that both say the same.

export type SummaryLine = { title: string; value: string };

/** 'Type d'embout' section: Type, then Marque (remote) or Domaine (protective). */
export const tipTypeSummary = (details: OrderDetails): SummaryLine[] => {
  const lines: SummaryLine[] = [{ title: 'Type', value: TIP_TYPE_LABELS[details.type] }];
  if (details.type === 'remote' && details.brand)
    lines.push({ title: 'Marque', value: brandLabel(details.brand) });
  if (details.type === 'protective' && details.domain) {
    lines.push({ title: DOMAIN_TITLE, value: protectiveDomainOf(details.domain)?.label ?? details.domain });
  }
  return lines;
};

/** 'Options générales' (protective only): the product type. */
export const generalOptionsSummary = (details: OrderDetails): SummaryLine[] =>
  details.type === 'protective' && details.productType
    ? [{ title: PRODUCT_TYPE_TITLE, value: labelOf(PRODUCT_TYPES, details.productType) }]
    : [];

/** One ear's recap, category by category, then the extras; null when the ear is not selected. */
export const earSummary = (details: OrderDetails, side: EarSide): SummaryLine[] | null => {
  const ear = details[side] as Record<string, unknown> | undefined;
  if (!ear) return null;
  const lines: SummaryLine[] = earCategoriesFor(details).map((category) => {
    let value = chosenValues(category, ear)
      .map((chosen) => labelOf(category.options, chosen))
      .join(', ');
    if (!value && category.defaultValue) value = labelOf(category.options, category.defaultValue);
    if (
      category.key === 'vent' &&
      ear.vent !== VENT_WITHOUT_DIMENSION &&
      typeof ear.ventDimension === 'number'
    ) {
      value = `${value} (${formatVentDimension(ear.ventDimension)})`;
    }
    return { title: category.title, value: value || '—' };
  });
  if (details.type === 'protective') return lines;
  const additional = (ear.additionalOptions ?? {}) as AdditionalOptions;
  const extras = ADDITIONAL_OPTIONS.filter((option) => additional[option.key] === true).map(
    (option) => ADDITIONAL_OPTION_LABELS[option.key],
  );
  lines.push({ title: ADDITIONAL_OPTIONS_TITLE, value: extras.length > 0 ? extras.join(', ') : 'Aucune' });
  const marking = typeof ear.specialMarking === 'string' ? ear.specialMarking.trim() : '';
  if (marking) lines.push({ title: SPECIAL_MARKING_LABEL, value: marking });
  return lines;
};
