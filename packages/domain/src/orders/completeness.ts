import { SPECIAL_MARKING_MAX_LENGTH } from '../catalogue/additional-options';
import type { CategoryDefinition } from '../catalogue/catalogue-types';
import { chosenValues, earCategoriesFor, isChoiceValid } from '../catalogue/ear-categories';
import { EAR_SIDES, type EarSide } from '../catalogue/ear-sides';
import { PRODUCT_TYPE_TITLE, protectiveDomainOf } from '../catalogue/protective';
import { isValidVentDimension, VENT_WITHOUT_DIMENSION } from '../catalogue/vents';
import type { OrderDetails } from './details-schema';
import type { Ear } from './ear-schemas';
import { ORDER_MESSAGES } from './messages';

// Spec 001 §5, step 3: when an ear, a category and the whole details are complete. One place for
// the rule: the side list's ticks, the red categories, the blocking message and the server's check
// for a `registered` order all read it.

type EarFields = { readonly [field: string]: unknown };

export type CategoryCompletion = {
  key: string;
  title: string;
  required: boolean;
  /** null when that ear is not selected. */
  left: boolean | null;
  right: boolean | null;
  /** Complete in every selected ear, and at least one ear is selected: the side list's tick. */
  complete: boolean;
};

/** Order-level choices of step 3 (spec 001 §2 'Options générales'): the protective product type. */
export type GeneralCompletion = { key: 'productType'; title: string; required: boolean; complete: boolean };

export type DetailsCompletion = {
  /** Step 2's message when the type, brand or domain is missing, else null. */
  typeStepError: string | null;
  general: GeneralCompletion[];
  categories: CategoryCompletion[];
  /** Whole-ear completeness; null when the ear is not selected. */
  ears: Record<EarSide, boolean | null>;
  complete: boolean;
};

/** Spec 001 §2 step 2: a type; a brand for remote, a domain for protective. */
export const typeStepError = (details: OrderDetails | null | undefined): string | null => {
  if (!details?.type) return ORDER_MESSAGES.selectType;
  if (details.type === 'remote' && !details.brand) return ORDER_MESSAGES.selectBrand;
  if (details.type === 'protective' && !details.domain) return ORDER_MESSAGES.selectDomain;
  return null;
};

/**
 * A category is complete in an ear when its choice is one the catalogue offers this ear (brand,
 * domain, shape…), or when it is optional and unset (its default applies). Spec §5: the vent needs a
 * valid dimension unless it is Aucun.
 */
export const isCategoryComplete = (category: CategoryDefinition, ear: EarFields): boolean => {
  const values = chosenValues(category, ear);
  if (values.length === 0) return !category.required;
  if (!isChoiceValid(category, ear)) return false;
  if (category.key === 'vent' && ear.vent !== VENT_WITHOUT_DIMENSION) {
    return isValidVentDimension(ear.ventDimension);
  }
  return true;
};

const specialMarkingFits = (ear: EarFields): boolean =>
  typeof ear.specialMarking !== 'string' || ear.specialMarking.trim().length <= SPECIAL_MARKING_MAX_LENGTH;

const earOf = (details: OrderDetails, side: EarSide): EarFields | undefined =>
  details[side] as Ear | undefined;

/** Protective list fields hold nothing their domain does not offer (no filter on a water plug). */
const noStrayList = (details: OrderDetails, ear: EarFields): boolean => {
  if (details.type !== 'protective') return true;
  const offered = earCategoriesFor(details).map((category) => category.key);
  return (['options', 'filters'] as const).every(
    (key) => offered.includes(key) || !Array.isArray(ear[key]) || (ear[key] as unknown[]).length === 0,
  );
};

/** Spec 001 §5: every category of the type complete, and the special marking within 7 characters. */
export const isEarComplete = (details: OrderDetails, side: EarSide): boolean => {
  const ear = earOf(details, side);
  if (!ear || typeStepError(details)) return false;
  return (
    earCategoriesFor(details).every((category) => isCategoryComplete(category, ear)) &&
    specialMarkingFits(ear) &&
    noStrayList(details, ear)
  );
};

const generalCompletion = (details: OrderDetails): GeneralCompletion[] => {
  if (details.type !== 'protective') return [];
  const domain = protectiveDomainOf(details.domain);
  if (!domain) return [];
  // Spec 001 §5: "productType is required when the domain has product types, except sleep".
  const required = domain.productTypeRequired;
  const offered = domain.productTypes.map((option) => option.value as string);
  const complete = details.productType === undefined ? !required : offered.includes(details.productType);
  return [{ key: 'productType', title: PRODUCT_TYPE_TITLE, required, complete }];
};

export const detailsCompletion = (details: OrderDetails | null | undefined): DetailsCompletion => {
  const stepError = typeStepError(details);
  if (!details || stepError) {
    return {
      typeStepError: stepError,
      general: [],
      categories: [],
      ears: { left: null, right: null },
      complete: false,
    };
  }
  const selected = EAR_SIDES.filter((side) => earOf(details, side) !== undefined);
  const perEar = (category: CategoryDefinition, side: EarSide): boolean | null => {
    const ear = earOf(details, side);
    return ear ? isCategoryComplete(category, ear) : null;
  };
  const categories = earCategoriesFor(details).map((category) => {
    const left = perEar(category, 'left');
    const right = perEar(category, 'right');
    return {
      key: category.key,
      title: category.title,
      required: category.required,
      left,
      right,
      complete: selected.length > 0 && left !== false && right !== false,
    };
  });
  const ears = {
    left: earOf(details, 'left') ? isEarComplete(details, 'left') : null,
    right: earOf(details, 'right') ? isEarComplete(details, 'right') : null,
  };
  const general = generalCompletion(details);
  const complete =
    selected.length > 0 &&
    selected.every((side) => ears[side] === true) &&
    general.every((entry) => entry.complete);
  return { typeStepError: null, general, categories, ears, complete };
};

export type DetailsValidation =
  | { ok: true }
  | {
      ok: false;
      /** The step 2 message, or spec §5's blocking message. */
      message: string;
      /** Keys of the categories (and 'productType') to highlight in red. */
      incomplete: string[];
    };

/** Step 3's 'Suivant' / 'Récapitulatif de la commande' check (spec 001 §2 and §5). */
export const validateDetails = (details: OrderDetails | null | undefined): DetailsValidation => {
  const completion = detailsCompletion(details);
  if (completion.complete) return { ok: true };
  if (completion.typeStepError) return { ok: false, message: completion.typeStepError, incomplete: [] };
  const incomplete = [...completion.general, ...completion.categories]
    .filter((entry) => !entry.complete)
    .map((entry) => entry.key);
  const tooLongMarking = EAR_SIDES.some((side) => {
    const ear = details ? earOf(details, side) : undefined;
    return ear !== undefined && !specialMarkingFits(ear);
  });
  if (tooLongMarking) incomplete.push('specialMarking');
  return { ok: false, message: ORDER_MESSAGES.incompleteEars, incomplete };
};
