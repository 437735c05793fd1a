/** The fields of a Vite build manifest (`build.manifest`) read here: each chunk's file and its static imports. */
type BuildManifest = Record<string, { file: string; imports?: string[] }>;

/** Vite's module manifest (`build.ssrManifest`): each source module with the site paths of the files holding it. */
type ModuleFiles = Record<string, string[]>;

/**
 * A build's manifests: the browser's chunks (dist/client `manifest.json`), the browser's file of every source
 * module (dist/client `ssr-manifest.json`: a module grouped into a shared chunk has no entry of its own in the
 * first) and the server renderer's chunks (dist/server `manifest.json`).
 */
export type BuildManifests = { chunks: BuildManifest; modules: ModuleFiles; server: BuildManifest };

/** A route table's lazy loader as the server build wrote it: `() => import("./assets/HomePage-….js")…`. */
const IMPORTED_FILE = /\bimport\(\s*["']([^"']+)["']\s*\)/;

const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/**
 * The browser's files of the modules a server-rendered page needs before it hydrates (its area's route table,
 * its layout, its page), each with every chunk it imports statically, as site paths. Found by source module:
 * a loader's text in the server build names the server chunk it imports, the server's manifest names that
 * chunk's source module, and the browser's manifests name the file holding the same module and what that file
 * imports. A loader or module the manifests do not know gives nothing (the page then fetches it as it goes).
 */
export function createRouteChunks({ chunks, modules, server }: BuildManifests) {
  const sourceOfServerFile = new Map(Object.entries(server).map(([source, { file }]) => [fileName(file), source]));
  const chunkOfFile = new Map(Object.values(chunks).map((chunk) => [`/${chunk.file}`, chunk]));
  const known = new Map<string, readonly string[]>();

  const filesOfSource = (source: string): readonly string[] => {
    let files = known.get(source);
    if (!files) {
      const found = new Set<string>();
      const visit = (file: string) => {
        const chunk = chunkOfFile.get(file);
        if (!chunk || found.has(file)) return;
        found.add(file);
        chunk.imports?.forEach((key) => {
          const imported = chunks[key];
          if (imported) visit(`/${imported.file}`);
        });
      };
      modules[source]?.filter((file) => file.endsWith('.js')).forEach(visit);
      known.set(source, (files = [...found]));
    }
    return files;
  };

  return {
    /** A module by its source path, as the manifests key it (`src/routes/search.tsx`). */
    ofSource: filesOfSource,
    /** The module a lazy loader of the server build imports (one the server build inlined gives nothing). */
    ofLoader(loader: () => unknown): readonly string[] {
      const file = IMPORTED_FILE.exec(String(loader))?.[1];
      const source = file && sourceOfServerFile.get(fileName(file));
      return source ? filesOfSource(source) : [];
    },
  };
}
