import { forgetRecorded, record } from './calls';
import { newOrder } from './new-order';
import { PREPARATOR_ACTIONS } from './preparator-actions';
import { USER_ACTIONS } from './user-actions';
import { type Action, type ActionName, MAX_IN_FLIGHT } from './workload';

// The open loop: each action starts at its planned time, whatever the previous ones are doing; at most
// MAX_IN_FLIGHT at once, past which an arrival is dropped and counted (a closed loop would slow down
// with the server and hide its queueing).

const ACTIONS: Record<ActionName, () => Promise<void>> = {
  ...USER_ACTIONS,
  'new-order': newOrder,
  ...PREPARATOR_ACTIONS,
};

export const inFlight = { now: 0, max: 0, dropped: 0, lateMs: 0 };
export const actionCounts = new Map<ActionName, number>();

/** Poisson arrivals of `action` (its rate times `rate`) from now to `until`, each started at its planned time. */
export const schedule = (action: Action, rate: number, until: number, pending: Promise<void>[]) => {
  const perMs = action.perMinute === 'once' ? 0 : (action.perMinute * rate) / 60_000;
  const run = (planned: number) => {
    inFlight.lateMs = Math.max(inFlight.lateMs, performance.now() - planned);
    if (inFlight.now >= MAX_IN_FLIGHT) {
      inFlight.dropped += 1;
      return;
    }
    inFlight.now += 1;
    inFlight.max = Math.max(inFlight.max, inFlight.now);
    actionCounts.set(action.name, (actionCounts.get(action.name) ?? 0) + 1);
    pending.push(
      ACTIONS[action.name]()
        .catch((error: unknown) => record(`action ${action.name}`, -1, 0, String(error)))
        .finally(() => {
          inFlight.now -= 1;
        }),
    );
  };
  if (perMs === 0) {
    const at = performance.now() + (until - performance.now()) / 3;
    setTimeout(() => run(at), at - performance.now());
    return;
  }
  let next = performance.now() - Math.log(1 - Math.random()) / perMs;
  const tick = () => {
    const now = performance.now();
    while (next <= now && next < until) {
      run(next);
      next += -Math.log(1 - Math.random()) / perMs;
    }
    if (next < until) setTimeout(tick, Math.max(0, next - performance.now()));
  };
  setTimeout(tick, Math.max(0, next - performance.now()));
};

/** A warm-up at the same rate (JIT, pools, caches), then the figures start from nothing. */
export const warmUp = async (seconds: number, rate: number, workload: readonly Action[]) => {
  const pending: Promise<void>[] = [];
  const until = performance.now() + seconds * 1000;
  for (const action of workload) if (action.perMinute !== 'once') schedule(action, rate, until, pending);
  await new Promise((done) => setTimeout(done, seconds * 1000));
  await Promise.all(pending);
  forgetRecorded();
  actionCounts.clear();
};
