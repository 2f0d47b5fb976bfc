// A seeded pseudo-random number generator (sfc32, seeded through splitmix32), so that a fuzz
// run is reproducible from its seed. Not for cryptography.
//
//   const rng = createRng(42);
//   rng.int(1, 6); rng.pick(['a', 'b']); rng.chance(0.1); rng.fork('graphql')

export interface Rng {
  /** The seed this generator (or its root) was created with. */
  readonly seed: number;
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max] (both inclusive). */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** One item, each as likely as its weight (weights >= 0, not all 0). */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  /** A new array in random order. */
  shuffle<T>(items: readonly T[]): T[];
  /** Up to n distinct items. */
  sample<T>(items: readonly T[], n: number): T[];
  /** An independent generator derived from this one's seed and a label (does not advance this one). */
  fork(label: string | number): Rng;
}

function splitmix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** 32-bit FNV-1a of a label, to derive fork seeds. */
function hashLabel(label: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < label.length; i++) {
    hash ^= label.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

export function createRng(seed: number): Rng {
  const init = splitmix32(seed);
  let a = init();
  let b = init();
  let c = init();
  let d = init();
  const next32 = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) >>> 0;
    return t >>> 0;
  };
  for (let i = 0; i < 12; i++) next32();

  const rng: Rng = {
    seed,
    next: () => next32() / 4294967296,
    int(min, max) {
      if (max < min) throw new Error(`int(${min}, ${max}): empty range`);
      return min + Math.floor(rng.next() * (max - min + 1));
    },
    chance: (p) => rng.next() < p,
    pick(items) {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(rng.next() * items.length)];
    },
    weighted(items) {
      const total = items.reduce((sum, [, w]) => sum + w, 0);
      if (!(total > 0)) throw new Error('weighted: no positive weight');
      let r = rng.next() * total;
      for (const [item, weight] of items) {
        r -= weight;
        if (r < 0) return item;
      }
      return items[items.length - 1][0];
    },
    shuffle(items) {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(rng.next() * (i + 1));
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy;
    },
    sample: (items, n) => rng.shuffle(items).slice(0, Math.max(0, n)),
    fork: (label) => createRng((Math.imul(seed >>> 0, 0x9e3779b1) ^ hashLabel(String(label))) >>> 0),
  };
  return rng;
}
