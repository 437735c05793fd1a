import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repositoryRoot } from './workspaceRoot';

/** Folders that hold no source of ours: installed, built, generated or served as they are. */
const skipped = new Set(['node_modules', 'dist', '__screenshots__', 'storybook-static', 'test-results', 'public']);

function foldersUnder(dir: string): string[] {
  const entries = readdirSync(dir, { withFileTypes: true });
  return [
    dir,
    ...entries
      .filter((entry) => entry.isDirectory() && !skipped.has(entry.name) && !entry.name.startsWith('.'))
      .flatMap((entry) => foldersUnder(join(dir, entry.name))),
  ];
}

/** Every folder of every package, the repository tests read (dot-folders and the skipped ones left out). */
export const packageFolders: readonly string[] = foldersUnder(join(repositoryRoot, 'packages'));

/** The files directly in `dir`. */
export const filesIn = (dir: string): string[] =>
  readdirSync(dir)
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isFile());
