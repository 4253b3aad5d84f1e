/** One of `items` at random; undefined when there is none yet (no session, no order made). */
export const pick = <T>(items: readonly T[]): T | undefined =>
  items[Math.floor(Math.random() * items.length)];
