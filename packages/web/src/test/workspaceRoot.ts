import { statSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The folder holding pnpm-workspace.yaml, at or above `from`: the tests that read the repository start there. */
function workspaceRootOf(from: string): string {
  if (statSync(join(from, 'pnpm-workspace.yaml'), { throwIfNoEntry: false })?.isFile()) return from;
  if (dirname(from) === from) throw new Error('pnpm-workspace.yaml not found above the working directory');
  return workspaceRootOf(dirname(from));
}

/** The repository's root, found from the working directory (the clone itself, never a folder beside it). */
export const repositoryRoot: string = workspaceRootOf(process.cwd());
