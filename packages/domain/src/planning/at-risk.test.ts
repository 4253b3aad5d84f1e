import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '../orders/statuses';
import { isAtRisk, riskWindow, stepsLeft, workingDaysLeft } from './at-risk';
import { addCalendarDays } from './calendar-day';

// Decision 143. The default four steps; Monday 30 November 2026 is today unless a row says.
// Thursday 24 December, then Noël (Friday 25) and the week-end, Monday 28.
const STEPS = ['modelisation', 'impression', 'finition', 'controle_qualite'];
const MONDAY = '2026-11-30';

describe('working days left and steps left', () => {
  it.each([
    [MONDAY, MONDAY, 1],
    [MONDAY, '2026-12-01', 2],
    [MONDAY, '2026-12-04', 5],
    [MONDAY, '2026-12-07', 6],
    ['2026-12-24', '2026-12-28', 2],
    ['2026-12-26', '2026-12-28', 1],
    ['2026-12-02', MONDAY, 0],
  ])('from %s to %s: %i', (today, promised, expected) => {
    expect(workingDaysLeft(today, promised)).toBe(expected);
  });

  it('counts the current step, all of them before the first, none once done', () => {
    expect(stepsLeft(STEPS, null, false)).toBe(4);
    expect(stepsLeft(STEPS, 'finition', false)).toBe(2);
    expect(stepsLeft(STEPS, 'controle_qualite', false)).toBe(1);
    expect(stepsLeft(STEPS, 'a-step-removed-since', false)).toBe(4);
    expect(stepsLeft(STEPS, null, true)).toBe(0);
  });
});

describe('« À risque »', () => {
  it.each<[string, OrderStatus, string | null, string | null, boolean, boolean, string?]>([
    // Four steps in three working days: two a day is enough.
    ['started Monday, promised Wednesday', 'in_progress', '2026-12-02', null, false, false],
    ['registered Monday, promised Wednesday', 'registered', '2026-12-02', null, false, false],
    // Four steps left, two days: the promised day is the next working day, before the last step.
    ['at its first step the day before', 'in_progress', '2026-12-01', null, false, true],
    ['at finition the day before', 'in_progress', '2026-12-01', 'finition', false, true],
    ['at the quality control the day before', 'in_progress', '2026-12-01', 'controle_qualite', false, false],
    ['at the quality control on the day', 'in_progress', MONDAY, 'controle_qualite', false, false],
    ['at finition on the day', 'in_progress', MONDAY, 'finition', false, true],
    ['done, ready to ship, on the day', 'in_progress', MONDAY, null, true, false],
    // Christmas: Thursday 24 to Monday 28 is the next working day.
    [
      'at impression on 24 December, promised Monday 28',
      'in_progress',
      '2026-12-28',
      'impression',
      false,
      true,
      '2026-12-24',
    ],
    ['late: « En retard », not at risk', 'in_progress', '2026-11-27', null, false, false],
    ['no promised day', 'in_progress', null, null, false, false],
    ['waiting for the clinic’s impression', 'awaiting_impression', MONDAY, null, false, false],
    ['shipped', 'shipped', MONDAY, null, false, false],
  ])('%s', (_name, status, promised, currentStep, done, expected, today = MONDAY) => {
    expect(isAtRisk({ status, promised, steps: STEPS, currentStep, done, today })).toBe(expected);
  });

  it('flags more steps than two a working day allow, further ahead too', () => {
    const twelve = Array.from({ length: 12 }, (_, index) => `step-${index}`);
    const input = {
      status: 'in_progress',
      steps: twelve,
      currentStep: null,
      done: false,
      today: MONDAY,
    } as const;
    // Five working days (Monday to Friday): ten steps fit, twelve do not.
    expect(isAtRisk({ ...input, promised: '2026-12-04' })).toBe(true);
    expect(isAtRisk({ ...input, promised: '2026-12-04', currentStep: 'step-2' })).toBe(false);
    expect(isAtRisk({ ...input, promised: '2026-12-07' })).toBe(false);
  });
});

describe('the window the « À risque » filter reads (the same rule as a lookup)', () => {
  // What the SQL of list-orders-shape.ts asks of an order, in JavaScript.
  const byWindow = (
    window: ReturnType<typeof riskWindow>,
    order: { status: OrderStatus; promised: string; step: string | null; done: boolean },
  ) => {
    if (!['registered', 'in_progress'].includes(order.status) || order.done) return false;
    if (order.promised < window.from || order.promised > window.until) return false;
    const allowed = window.allowed[order.promised];
    if (allowed === undefined) return false;
    const left =
      order.status === 'registered'
        ? window.stepCount
        : ((order.step === null ? undefined : window.stepsLeftFrom[order.step]) ?? window.stepCount);
    return left > allowed;
  };
  const closures = [{ closure_name: 'Inventaire', first_day: '2026-12-09', last_day: '2026-12-11' }];

  it.each([
    ['four steps', STEPS, MONDAY],
    ['eight steps', [...STEPS, 'a', 'b', 'c', 'd'], MONDAY],
    ['one step, from a Saturday', ['controle_qualite'], '2026-12-05'],
    ['from a Saturday', STEPS, '2026-12-05'],
    ['before Noël', [...STEPS, 'a', 'b'], '2026-12-23'],
  ])('%s: every order as isAtRisk says', (_name, steps, today) => {
    const window = riskWindow(today, steps, closures);
    let atRisk = 0;
    for (let offset = -2; offset < 30; offset += 1) {
      const promised = addCalendarDays(today, offset);
      for (const status of ORDER_STATUSES)
        for (const step of [null, ...steps, 'a-step-removed-since'])
          for (const done of [false, true]) {
            const expected = isAtRisk({ status, promised, steps, currentStep: step, done, today, closures });
            expect(byWindow(window, { status, promised, step, done }), `${status} ${promised} ${step}`).toBe(
              expected,
            );
            if (expected) atRisk += 1;
          }
    }
    // Not a vacuous agreement: some orders are at risk in each case.
    expect(atRisk).toBeGreaterThan(0);
  });
});
