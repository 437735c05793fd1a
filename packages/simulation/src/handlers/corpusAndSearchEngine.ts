import type { Dataset } from '../data/dataset';
import type * as DatasetModule from '../data/dataset';
import type * as Engine from '../search/engine';
import type * as Suggest from '../search/suggest';

/**
 * A module imported on first use and kept: a later `import()` of a module already loaded still asks the module
 * loader (under Node's loader hooks, a round trip to their thread on every call). A failed import is not kept,
 * so the next call tries again.
 */
function importedOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));
}

const datasetModule = importedOnce<typeof DatasetModule>(() => import('../data/dataset'));

/**
 * The corpus and the search engine are loaded on the first call that needs them: the modules are
 * imported dynamically, so a story that never asks for data pays neither the download nor the build.
 */
export async function corpus(): Promise<Dataset> {
  return (await datasetModule()).getDataset();
}

export const searchEngine: () => Promise<typeof Engine> = importedOnce(() => import('../search/engine'));

export const suggestions: () => Promise<typeof Suggest> = importedOnce(() => import('../search/suggest'));
