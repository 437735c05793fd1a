import type { RequestHandler } from 'msw';
import { journalNavigationHandlers } from './journalNavigation';
import { journalPageHandlers } from './journalPages';

/** Journal area (doc 001 §7 "Journal"): a journal's pages list that journal's own articles. */
export const journalHandlers: RequestHandler[] = [...journalPageHandlers, ...journalNavigationHandlers];
