import type { Faker } from '@faker-js/faker';
// The zh_CN entry loads one locale (≈20 ms) instead of all of them (≈130 ms) from the package root.
import { faker as zhCnFaker } from '@faker-js/faker/locale/zh_CN';

/** The one seed of the simulation: the same corpus on every machine, in Node and in the browser. */
export const SIMULATION_SEED = 20_250_415;

/**
 * A seeded random source. faker (zh_CN) supplies names and places; the small mulberry32 generator below
 * drives the many cheap choices, because faker's helpers cost far more per call than the corpus can afford
 * within the 1.5 s budget.
 */
export type Random = {
  faker: Faker;
  /** Uniform float in [0, 1). */
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items (fewer when the list is shorter). */
  sample<T>(items: readonly T[], count: number): T[];
  chance(probability: number): boolean;
};

export function createRandom(seed = SIMULATION_SEED): Random {
  // The locale entry exports one shared instance; reseeding it on every build keeps the corpus stable.
  const faker = zhCnFaker;
  faker.seed(seed);
  return { faker, ...createDraws(seed) };
}

/** The cheap draws alone, from their own seed: a second stream that leaves faker and the main stream as they are. */
export function createDraws(seed: number): Omit<Random, 'faker'> {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const copy = items.slice();
    const out: T[] = [];
    while (out.length < count && copy.length > 0) out.push(copy.splice(Math.floor(next() * copy.length), 1)[0] as T);
    return out;
  };
  return { next, int, pick, sample, chance: (p) => next() < p };
}

/** Fills `{slot}` placeholders. */
export function fill(template: string, slots: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => slots[key] ?? '');
}

/**
 * Like `fill`, but keeps the pieces apart: the template's own words and each slot value. The search
 * index segments pieces rather than whole sentences, so it segments each distinct piece once.
 */
export function fillParts(template: string, slots: Readonly<Record<string, string>>): string[] {
  return template
    .split(/(\{\w+\})/)
    .filter(Boolean)
    .map((piece) => {
      const slot = /^\{(\w+)\}$/.exec(piece);
      return slot ? (slots[slot[1] ?? ''] ?? '') : piece;
    })
    .filter(Boolean);
}
