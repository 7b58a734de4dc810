const ENTRY = '/app/entry.client.tsx';
/** The modules every supplier page loads: the client entry, the root route and the supplier layout. */
const SHELL_ROOTS = [ENTRY, '/app/root.tsx', '/app/routes/supplier-layout.tsx'];

type ModuleGraph = { getModuleInfo(id: string): { importers: readonly string[] } | null };

/**
 * Rollup `manualChunks` for the browser build (ADR 0070): every module that the entry, the root
 * or the supplier layout import statically, directly or not, goes into one `shell` chunk. Those
 * modules load on every page anyway; left to Rollup they were about 40 small files (one per set
 * of importers), and each file is compressed on its own, so one file is about 4 KiB smaller
 * gzipped in all. A module only a page or a lazy chunk imports stays in that page's chunks, and
 * so does the entry module itself.
 */
export function shellChunk(id: string, graph: ModuleGraph): string | undefined {
  const seen = new Map<string, boolean>();
  const inShell = (moduleId: string): boolean => {
    const known = seen.get(moduleId);
    if (known !== undefined) return known;
    seen.set(moduleId, false); // an import cycle does not make a module part of the shell
    const path = moduleId.split('?')[0]!;
    const result =
      SHELL_ROOTS.some((root) => path.endsWith(root)) ||
      (graph.getModuleInfo(moduleId)?.importers ?? []).some(inShell);
    seen.set(moduleId, result);
    return result;
  };
  // The entry itself stays apart: React Router imports the route modules, then sets their table
  // on window, then imports the entry, whose code hydrates at once; in the shell, importing a
  // route module would run it before that table exists.
  if (id.split('?')[0]!.endsWith(ENTRY)) return undefined;
  return inShell(id) ? 'shell' : undefined;
}
