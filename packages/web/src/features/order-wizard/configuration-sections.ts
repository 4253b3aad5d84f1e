import { ADDITIONAL_OPTIONS_TITLE } from '@conque/domain/catalogue/additional-options';
import type { CategoryDefinition } from '@conque/domain/catalogue/catalogue-types';
import { earCategoriesFor } from '@conque/domain/catalogue/ear-categories';
import { detailsCompletion, validateDetails } from '@conque/domain/orders/completeness';
import type { OrderDetails } from '@conque/domain/orders/details-schema';
import type { WizardSection } from './components/category-nav';

export type ConfigSection = WizardSection &
  ({ kind: 'productType' } | { kind: 'ear'; category: CategoryDefinition } | { kind: 'extras' });

/** The side list's key for the extras section; validateDetails names it by its field. */
const EXTRAS_KEY = 'specialMarking';

/**
 * Step 3's side list, in order: the protective product type ('Options générales'), the ear
 * categories of the type (spec 001 §3), then the extras of classic and remote tips. Completion and
 * the red highlight come from the domain (detailsCompletion, validateDetails).
 */
export const configurationSections = (details: OrderDetails, showErrors: boolean): ConfigSection[] => {
  const completion = detailsCompletion(details);
  const validation = validateDetails(details);
  const incomplete = validation.ok ? [] : validation.incomplete;
  const highlighted = (key: string) => showErrors && incomplete.includes(key);
  const anyEar = completion.ears.left !== null || completion.ears.right !== null;

  const general: ConfigSection[] = completion.general.map((entry) => ({
    kind: 'productType',
    key: entry.key,
    title: entry.title,
    complete: entry.complete,
    highlighted: highlighted(entry.key),
  }));
  const categories = earCategoriesFor(details);
  const ears: ConfigSection[] = completion.categories.flatMap((entry) => {
    const category = categories.find((candidate) => candidate.key === entry.key);
    return category
      ? [
          {
            kind: 'ear' as const,
            category,
            key: entry.key,
            title: entry.title,
            complete: entry.complete,
            highlighted: highlighted(entry.key),
          },
        ]
      : [];
  });
  const extras: ConfigSection[] =
    details.type === 'protective'
      ? []
      : [
          {
            kind: 'extras',
            key: EXTRAS_KEY,
            title: ADDITIONAL_OPTIONS_TITLE,
            complete: anyEar && !incomplete.includes(EXTRAS_KEY),
            highlighted: highlighted(EXTRAS_KEY),
          },
        ];
  return [...general, ...ears, ...extras];
};
