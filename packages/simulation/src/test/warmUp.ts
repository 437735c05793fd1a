import { getDataset } from '../data/dataset';
import { getLiteratureIndex } from '../search/searchIndex';

/**
 * Builds the corpus and the index before a file's tests: the build is measured separately
 * (scripts/sim-measure.mjs), and on a loaded machine it must not eat a single test's timeout.
 */
export function warmUp(): void {
  getLiteratureIndex(getDataset());
}
