// Builds the production API: one esbuild bundle of src/server.ts into dist/ (ADR 0101).
//
// Why a bundle: at start Node's ESM loader resolved, read and linked about 240 compiled files of
// ours plus fastify, zod and drizzle's, which was most of the start (issue 12: start ≤ 2 s).
// One file (plus the chunks code splitting leaves for what loads lazily) starts in about half
// the time.
//
// What stays outside the bundle, loaded from node_modules as before:
// - libraries imported lazily (`await import('pdfkit')`): they cost the start nothing, and left
//   as they are they run exactly the code the API tests run;
// - libraries that locate their own files (`__dirname`, `import.meta.url`, `require.resolve`,
//   `createRequire`: fonts, ICC profiles, workers, package.json), which a bundle would move away
//   from those files;
// - native addons (argon2's binary);
// - libraries' optional dependencies that are not installed (pg-native): they fail at run time
//   as before.
import { cpSync, existsSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = join(apiDir, 'dist');

/** Code that finds files relative to itself, which bundling would break. */
const LOCATES_OWN_FILES =
  /\b__dirname\b|\b__filename\b|import\.meta\.(url|dirname|filename|resolve)\b|require\.resolve\b|\bcreateRequire\b/;
const SCRIPT_FILE = /\.(c|m)?js$/;

/** The package directory (…/node_modules/name or …/node_modules/@scope/name) holding a file. */
function packageRootOf(file) {
  const at = file.lastIndexOf(`${sep}node_modules${sep}`);
  if (at < 0) return null;
  const rest = file.slice(at + `${sep}node_modules${sep}`.length).split(sep);
  const name = rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  return { name, root: file.slice(0, at) + `${sep}node_modules${sep}${name}` };
}

/** The packages among the bundle's inputs whose bundled code locates its own files. */
function packagesLocatingOwnFiles(metafile) {
  const found = new Set();
  for (const input of Object.keys(metafile.inputs)) {
    const file = join(apiDir, input);
    const pkg = packageRootOf(file);
    if (pkg && SCRIPT_FILE.test(file) && LOCATES_OWN_FILES.test(readFileSync(file, 'utf8'))) {
      found.add(pkg.name);
    }
  }
  return found;
}

/**
 * The package directory Node finds for `name` when the bundle in dist/ imports it: the first
 * node_modules/name walking up from dist/. An external import must find the very package the
 * importer would have found, or the bundle would load another version.
 */
function runtimeRootOf(name) {
  for (let dir = outdir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate);
    if (dirname(dir) === dir) return null;
  }
}

/**
 * Leaves outside the bundle: lazily imported packages, packages not installed, and `locating`
 * (packages found to locate their own files). Records each one and why in `outside`.
 * @returns {import('esbuild').Plugin}
 */
function leaveOutside(locating, outside) {
  return {
    name: 'leave-outside',
    setup(bundle) {
      bundle.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData?.inner || isBuiltin(args.path)) return undefined;
        const resolved = await bundle.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: { inner: true },
        });
        if (resolved.errors.length > 0) {
          // A library's optional dependency fails at run time as it did before; an import of
          // ours that does not resolve is a build error.
          if (packageRootOf(args.importer) === null) return { errors: resolved.errors };
          outside.set(args.path, 'not installed');
          return { path: args.path, external: true };
        }
        const pkg = packageRootOf(resolved.path);
        if (!pkg) return undefined; // a workspace package (@vitrine/*): bundled from its source
        const reason =
          args.kind === 'dynamic-import'
            ? 'imported lazily'
            : resolved.path.endsWith('.node')
              ? 'native addon'
              : locating.has(pkg.name)
                ? 'locates its own files'
                : null;
        if (!reason) return undefined;
        if (runtimeRootOf(pkg.name) !== realpathSync(pkg.root)) {
          const where = relative(apiDir, pkg.root);
          return {
            errors: [
              {
                text: `${pkg.name} stays outside the bundle (${reason}), but dist/ would load another copy than ${where}`,
              },
            ],
          };
        }
        outside.set(pkg.name, reason);
        return { path: args.path, external: true };
      });
    },
  };
}

/** One esbuild run; `locating` are the packages to leave outside for locating their files. */
function bundleOnce(locating, outside) {
  rmSync(outdir, { recursive: true, force: true });
  return build({
    // The metafile's input paths are relative to this folder.
    absWorkingDir: apiDir,
    entryPoints: [join(apiDir, 'src/server.ts')],
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    // Our workspace packages resolve to their TypeScript source through the `module` condition.
    conditions: ['module'],
    sourcemap: 'linked',
    sourcesContent: false,
    minifyWhitespace: true,
    minifySyntax: true,
    metafile: true,
    // Bundled CommonJS libraries call require() for Node's modules; an ES module has none.
    banner: {
      js: "import { createRequire as __vitrineCreateRequire } from 'node:module'; const require = __vitrineCreateRequire(import.meta.url);",
    },
    plugins: [leaveOutside(locating, outside)],
    logLevel: 'warning',
  });
}

// Leaving a package outside also leaves out what only it imported, so repeat until no bundled
// package locates its own files (two or three runs of about a second).
const locating = new Set();
let outside;
for (;;) {
  outside = new Map();
  const result = await bundleOnce(locating, outside);
  if (result.warnings.length > 0) throw new Error('the API bundle has warnings (above)');
  const found = [...packagesLocatingOwnFiles(result.metafile)];
  if (found.length === 0) break;
  for (const name of found) locating.add(name);
}
// src/db/client.ts and availability.ts find the migrations beside their own module: in the
// bundle that module is dist/server.js or a chunk beside it.
cpSync(join(apiDir, 'src/db/migrations'), join(outdir, 'migrations'), { recursive: true });
const listed = [...outside].map(([name, why]) => `${name} (${why})`).join(', ');
console.log(`api bundle: dist/server.js; outside it: ${listed}`);
