// Types of firstSecondsJourneys.mjs for the TypeScript journeys (e2e/serving/firstSeconds.e2e.ts).
import type { Page } from 'playwright';

export declare const typedQuery: string;
export declare const startQuery: string;

export type FirstSecondsJourney = {
  name: string;
  path: string;
  typed?: string;
  act(page: Page): Promise<void>;
  effect(page: Page, timeout: number): Promise<boolean>;
  arrived?(page: Page): Promise<string>;
};

export declare const journeys: readonly FirstSecondsJourney[];
export declare function lostKeys(typed: string, arrived: string): number;
export declare function watchFirstSeconds(): void;
export declare function firstSecondsReports(
  page: Page,
  waitMs?: number,
): Promise<{ reported: Promise<Record<string, number>>; answered(): Promise<Record<string, number> | undefined> }>;
export declare function withoutRecorder(html: string): string;
