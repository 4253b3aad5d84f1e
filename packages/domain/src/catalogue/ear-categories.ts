import type { CatalogueOption, CategoryDefinition, DependencyField } from './catalogue-types';
import { CLASSIC_CATEGORIES } from './classic';
import { protectiveCategories } from './protective';
import { remoteCategories } from './remote';
import type { TipType } from './tip-types';

/** What the ear's categories depend on: the type, and the brand (remote) or domain (protective). */
export type CatalogueContext = {
  type?: TipType | undefined;
  brand?: string | undefined;
  domain?: string | undefined;
};

/** The ear categories of the wizard's side list, in the spec's order (spec 001 §3). */
export const earCategoriesFor = (context: CatalogueContext): readonly CategoryDefinition[] => {
  switch (context.type) {
    case 'classic':
      return CLASSIC_CATEGORIES;
    case 'remote':
      return remoteCategories(context.brand);
    case 'protective':
      return protectiveCategories(context.domain);
    default:
      return [];
  }
};

type EarFields = { readonly [field: string]: unknown };

/** An option is offered unless one of its `onlyWhen` fields is set to a value it does not list. */
export const isOptionAvailable = (option: CatalogueOption, ear: EarFields): boolean =>
  Object.entries(option.onlyWhen ?? {}).every(([field, allowed]) => {
    const current = ear[field as DependencyField];
    return typeof current !== 'string' || (allowed as readonly string[]).includes(current);
  });

/** The options of a category the ear may choose now; the web shows the others disabled. */
export const availableOptions = (category: CategoryDefinition, ear: EarFields): readonly CatalogueOption[] =>
  category.options.filter((option) => isOptionAvailable(option, ear));

/** The value(s) chosen in a category; list categories (protective) hold one-element lists. */
export const chosenValues = (category: CategoryDefinition, ear: EarFields): string[] => {
  const raw = ear[category.key];
  if (category.list) return Array.isArray(raw) ? raw.filter((v): v is string => typeof v === 'string') : [];
  return typeof raw === 'string' ? [raw] : [];
};

/** Whether every chosen value of the category is one the catalogue offers this ear now. */
export const isChoiceValid = (category: CategoryDefinition, ear: EarFields): boolean => {
  const offered = availableOptions(category, ear).map((option) => option.value);
  return chosenValues(category, ear).every((value) => offered.includes(value));
};
