const ENTRY = '/app/entry.client.tsx';
/** The modules every supplier page loads: the client entry, the root route and the supplier layout. */
const SHELL_ROOTS = [ENTRY, '/app/root.tsx', '/app/routes/supplier-layout.tsx'];

/**
 * The largest module (its code after the TypeScript/JSX transform, before minifying, in UTF-16
 * units) that joins the shell because more than one module imports it (see `shellChunk`).
 */
export const SMALL_SHARED_MODULE = 400;

type ModuleGraph = {
  getModuleInfo(id: string): {
    importers: readonly string[];
    dynamicImporters?: readonly string[];
    importedIds?: readonly string[];
    code?: string | null;
  } | null;
};

/**
 * Rollup `manualChunks` for the browser build (ADR 0070): every module that the entry, the root
 * or the supplier layout import statically, directly or not, goes into one `shell` chunk. Those
 * modules load on every page anyway; left to Rollup they were about 40 small files (one per set
 * of importers), and each file is compressed on its own, so one file is about 4 KiB smaller
 * gzipped in all. A module only a page or a lazy chunk imports stays in that page's chunks, and
 * so does the entry module itself.
 *
 * A small module that more than one of the app's modules imports statically (a text helper, an
 * icon, the page title) joins the shell too, when everything it imports is in the shell already:
 * left alone it was a chunk of its own of 70–400 bytes, one more request for each page that needs
 * it (the checkout loaded 28 files), while the shell grows by about as much as it would have cost
 * one of those pages. A module loaded by a dynamic import stays apart: it is a lazy component's
 * chunk.
 */
export function shellChunk(id: string, graph: ModuleGraph): string | undefined {
  const seen = new Map<string, boolean>();
  const inShell = (moduleId: string): boolean => {
    const known = seen.get(moduleId);
    if (known !== undefined) return known;
    seen.set(moduleId, false); // an import cycle does not make a module part of the shell
    const path = moduleId.split('?')[0]!;
    const info = graph.getModuleInfo(moduleId);
    const result =
      SHELL_ROOTS.some((root) => path.endsWith(root)) ||
      (info?.importers ?? []).some(inShell) ||
      (info !== null && smallAndShared(info) && (info.importedIds ?? []).every(inShell));
    seen.set(moduleId, result);
    return result;
  };
  // The entry itself stays apart: React Router imports the route modules, then sets their table
  // on window, then imports the entry, whose code hydrates at once; in the shell, importing a
  // route module would run it before that table exists.
  if (id.split('?')[0]!.endsWith(ENTRY)) return undefined;
  return inShell(id) ? 'shell' : undefined;
}

/**
 * A module of at most {@link SMALL_SHARED_MODULE} that two or more of the app's own modules import
 * statically. A library's internal helpers do not count as shared: a library file small enough
 * (say `format-cpf.js` of @brazilian-utils) would otherwise join the shell with the helpers it
 * shares with its sibling files, each of them small too, though no page of the shell uses them.
 */
function smallAndShared(info: NonNullable<ReturnType<ModuleGraph['getModuleInfo']>>): boolean {
  return (
    info.importers.filter((importer) => !importer.includes('/node_modules/')).length >= 2 &&
    (info.dynamicImporters ?? []).length === 0 &&
    typeof info.code === 'string' &&
    info.code.length <= SMALL_SHARED_MODULE
  );
}
