import type { Brand } from '../catalogue/brand-lookup';
import type { CategoryDefinition } from '../catalogue/catalogue-types';
import { earCategoriesFor, isChoiceValid } from '../catalogue/ear-categories';
import { EAR_SIDES, type EarSide } from '../catalogue/ear-sides';
import type { ProductType, ProtectiveDomain } from '../catalogue/protective';
import { protectiveDomainOf } from '../catalogue/protective';
import type { TipType } from '../catalogue/tip-types';
import { VENT_WITHOUT_DIMENSION } from '../catalogue/vents';
import type { OrderDetails } from './details-schema';
import type { ClassicEar, Ear, ProtectiveEar, RemoteEar } from './ear-schemas';

// Spec 001 §4, the wizard's transitions, as pure functions returning new details (never mutating),
// so that the web form and the tests share them. After every change, choices the catalogue no
// longer offers this ear (a shoulder once the shape is not a canal, a receiver of another brand) are
// dropped, so the user sees them unselected instead of a saved combination that cannot be made.

type EarRecord = Record<string, unknown>;

/** Spec 001 §4: "Selecting a type resets details to only that type." Choosing the same type keeps them. */
export const selectType = (details: OrderDetails | null | undefined, type: TipType): OrderDetails =>
  details?.type === type ? details : { type };

const pruneEar = (
  categories: readonly CategoryDefinition[],
  ear: EarRecord,
  protective: boolean,
): EarRecord => {
  const next: EarRecord = { ...ear };
  for (const category of categories) {
    if (!isChoiceValid(category, next)) delete next[category.key];
  }
  // Protective: a domain without cords or filters keeps no such list (a filter on a water plug).
  if (protective) {
    for (const key of ['options', 'filters']) {
      if (!categories.some((category) => category.key === key)) delete next[key];
    }
  }
  // A dimension without a vent that takes one means nothing (spec 001 §5).
  if ((next.vent === undefined || next.vent === VENT_WITHOUT_DIMENSION) && 'ventDimension' in next) {
    delete next.ventDimension;
  }
  return next;
};

const pruneDetails = <D extends OrderDetails>(details: D): D => {
  const categories = earCategoriesFor(details);
  const next = { ...details } as D & Record<EarSide, EarRecord | undefined>;
  for (const side of EAR_SIDES) {
    const ear = next[side];
    if (ear) next[side] = pruneEar(categories, ear, next.type === 'protective');
  }
  if (next.type === 'protective' && next.productType !== undefined) {
    const offered =
      protectiveDomainOf(next.domain)?.productTypes.map((option) => option.value as string) ?? [];
    if (!offered.includes(next.productType)) delete next.productType;
  }
  return next;
};

/** Remote: a new brand keeps the ears and drops the receivers and wax guards of the previous one. */
export const selectBrand = <D extends OrderDetails>(details: D, brand: Brand): D =>
  details.type === 'remote' ? pruneDetails({ ...details, brand } as D) : details;

/** Protective: a new domain keeps what it still offers (colour, cord) and drops the rest. */
export const selectDomain = <D extends OrderDetails>(details: D, domain: ProtectiveDomain): D =>
  details.type === 'protective' ? pruneDetails({ ...details, domain } as D) : details;

export const selectProductType = <D extends OrderDetails>(
  details: D,
  productType: ProductType | undefined,
): D => {
  if (details.type !== 'protective') return details;
  const next = { ...details, productType } as D & { productType?: ProductType };
  if (productType === undefined) delete next.productType;
  return pruneDetails(next);
};

/** A new ear: optional categories preselected with their default (Sans cordon), the rest to choose. */
export const newEar = (details: OrderDetails): Ear => {
  const ear: EarRecord = {};
  for (const category of earCategoriesFor(details)) {
    if (category.defaultValue !== undefined) {
      ear[category.key] = category.list ? [category.defaultValue] : category.defaultValue;
    }
  }
  return ear as Ear;
};

/** Spec 001 §4: "Toggling an ear card adds or removes that ear object." */
export const toggleEar = <D extends OrderDetails>(details: D, side: EarSide): D => {
  const next = { ...details } as D & Record<EarSide, Ear | undefined>;
  if (next[side]) delete next[side];
  else next[side] = newEar(details);
  return next;
};

export type EarPatch = Partial<ClassicEar> | Partial<RemoteEar> | Partial<ProtectiveEar>;

/**
 * Sets fields of a selected ear (an unselected one is selected first). Spec 001 §4: "Changing the
 * vent category clears ventDimension", unless the patch sets a new dimension with it.
 */
export const updateEar = <D extends OrderDetails>(details: D, side: EarSide, patch: EarPatch): D => {
  const current = (details[side] ?? newEar(details)) as EarRecord;
  const ear: EarRecord = { ...current, ...patch };
  const ventChanged = 'vent' in patch && patch.vent !== current.vent;
  if (ventChanged && !('ventDimension' in patch)) delete ear.ventDimension;
  for (const [key, value] of Object.entries(patch)) if (value === undefined) delete ear[key];
  return pruneDetails({ ...details, [side]: ear } as D);
};
