import type { CalendarDay } from '@conque/domain/planning/calendar-day';
import { promiseChangedMessage } from '@conque/domain/planning/move-promised-date-schema';
import { AppError } from '../../http/app-error';

/**
 * As decision 84 for the price: the date the summary showed is the date promised.
 * When update-order says which day the person saw (`expectedShipOn`) and validation would promise
 * another (a new planning version, the cut-off passed while the page was open), it refuses with 409
 * `promised_date_changed` and the new day; the caller's transaction rolls back, no number is taken.
 */
export const assertPromiseAsShown = (
  promised: CalendarDay,
  expectedShipOn: CalendarDay | undefined,
  pickup: boolean,
): void => {
  if (expectedShipOn === undefined || expectedShipOn === promised) return;
  throw new AppError(
    'promised_date_changed',
    promiseChangedMessage(expectedShipOn, promised, pickup),
    'expectedShipOn',
  );
};
