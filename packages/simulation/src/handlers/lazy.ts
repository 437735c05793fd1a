import type { Dataset } from '../data/dataset';
import type * as Engine from '../search/engine';
import type * as Suggest from '../search/suggest';

/**
 * The corpus and the search engine are loaded on the first call that needs them: the modules are
 * imported dynamically, so a story that never asks for data pays neither the download nor the build.
 */
export async function corpus(): Promise<Dataset> {
  const { getDataset } = await import('../data/dataset');
  return getDataset();
}

export async function searchEngine(): Promise<typeof Engine> {
  return import('../search/engine');
}

export async function suggestions(): Promise<typeof Suggest> {
  return import('../search/suggest');
}
