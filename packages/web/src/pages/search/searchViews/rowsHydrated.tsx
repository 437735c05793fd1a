import type { ReactElement } from 'react';
import { HydratedOnUse } from '../../../app/hydration/hydrateOnUse';

/** The rows hydrated with the page: what a phone's or a desktop's first screenful can show of the list. */
const ROWS_HYDRATED_WITH_PAGE = 2;

/**
 * The rows past those stay the server's HTML (their titles, links and download links work without script) until
 * they come near the window or the visitor uses one: most of a results page's hydration is rows nobody has
 * reached yet.
 */
export const hydrateRowWhenSeen = (row: ReactElement, index: number) =>
  index < ROWS_HYDRATED_WITH_PAGE ? row : <HydratedOnUse until="seen">{row}</HydratedOnUse>;
