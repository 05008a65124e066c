/** A small seeded PRNG (mulberry32): the demo data is the same on every start, so tests can rely on it. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const integer = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    /** A whole number from min to max, both included. */
    integer,
    chance: (probability: number) => next() < probability,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    /** An amount of money from min to max with two decimals. */
    amount: (min: number, max: number) => Math.round((min + next() * (max - min)) * 100) / 100,
    hex: (length: number) => Array.from({ length }, () => integer(0, 15).toString(16).toUpperCase()).join(''),
  };
}

export type Random = ReturnType<typeof seededRandom>;
