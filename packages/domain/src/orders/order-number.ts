// docs/design.md §5.5: given at validation (drafts have none): the year of validation, then a counter that
// never repeats within the year, on at least five digits: 2026-00042. A 100 000th order of a year
// simply gets six digits, so the format never runs out.
export const ORDER_NUMBER_PATTERN = /^(\d{4})-(\d{5,})$/;

export const formatOrderNumber = (year: number, counter: number): string => {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new RangeError(`invalid year: ${year}`);
  if (!Number.isSafeInteger(counter) || counter < 1) throw new RangeError(`invalid counter: ${counter}`);
  return `${year}-${String(counter).padStart(5, '0')}`;
};

export const parseOrderNumber = (value: string): { year: number; counter: number } | null => {
  const match = ORDER_NUMBER_PATTERN.exec(value.trim());
  if (!match?.[1] || !match[2]) return null;
  const counter = Number(match[2]);
  return counter >= 1 && Number.isSafeInteger(counter) ? { year: Number(match[1]), counter } : null;
};
