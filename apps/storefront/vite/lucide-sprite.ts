import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/** An icon import of the app: `lucide-react/icons/<file>`. */
const ICON_IMPORT = /^lucide-react\/icons\/([a-z0-9-]+)$/;
/** The same import as it appears in a source file. */
const ICON_IMPORT_IN_SOURCE = /['"]lucide-react\/icons\/([a-z0-9-]+)['"]/g;
const VIRTUAL_PREFIX = '\0vitrine-icon:';

/** lucide's description of an element: tag, attributes, children. */
type IconNode = [tag: string, attributes: Record<string, string | number>, children?: IconNode[]];

/** What one of lucide's icon modules exports as `__iconData`. */
interface LucideIconData {
  name: string;
  size?: number;
  node: IconNode[];
}

/** The sprite: its file (under the client build) and its SVG, built from lucide's icon data. */
export interface IconSprite {
  /** Public path, e.g. `/assets/icons-0a1b2c3d.svg` (fingerprinted: served as immutable). */
  href: string;
  svg: string;
  /** Per icon file name, lucide's icon name (the `lucide-<name>` class). */
  names: Map<string, string>;
}

/** The icon file names the app imports (`lucide-react/icons/<file>`), sorted. */
export function iconsImportedBy(sourceRoot: string): string[] {
  const found = new Set<string>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|tsx)$/.test(entry.name)) {
        for (const match of readFileSync(full, 'utf8').matchAll(ICON_IMPORT_IN_SOURCE)) {
          found.add(match[1]!);
        }
      }
    }
  };
  walk(sourceRoot);
  return [...found].sort();
}

const escapeAttribute = (value: string | number): string =>
  String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** lucide's element tree as SVG markup, without lucide's React `key` attributes. */
function markup([tag, attributes, children = []]: IconNode): string {
  const attrs = Object.entries(attributes)
    .filter(([name]) => name !== 'key')
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  return `<${tag}${attrs}>${children.map(markup).join('')}</${tag}>`;
}

/**
 * Builds the sprite of `files` (lucide icon file names): one `<symbol id="<file>">` per icon with
 * lucide's own elements and view box, so an icon drawn through it looks as lucide draws it.
 */
export async function buildIconSprite(files: string[]): Promise<IconSprite> {
  const lucideRoot = path.dirname(
    createRequire(import.meta.url).resolve('lucide-react/package.json'),
  );
  const names = new Map<string, string>();
  const symbols: string[] = [];
  for (const file of files) {
    const module = (await import(
      pathToFileURL(path.join(lucideRoot, 'dist/esm/icons', `${file}.mjs`)).href
    )) as { __iconData: LucideIconData };
    const { name, size = 24, node } = module.__iconData;
    names.set(file, name);
    symbols.push(
      `<symbol id="${file}" viewBox="0 0 ${size} ${size}">${node.map(markup).join('')}</symbol>`,
    );
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
  const hash = createHash('sha256').update(svg).digest('hex').slice(0, 8);
  return { href: `/assets/icons-${hash}.svg`, svg, names };
}

/**
 * The modules that stand for `lucide-react/icons/<file>` imports: `resolve` maps such an import
 * to a virtual module id (null for any other import) and throws when the icon is not in `sprite`;
 * `load` answers that id with the module's code, a `spriteIcon` component of `runtime`.
 */
export function iconModules(sprite: IconSprite, runtime: string) {
  return {
    resolve(source: string): string | null {
      const file = ICON_IMPORT.exec(source)?.[1];
      if (!file) return null;
      if (!sprite.names.has(file)) {
        throw new Error(
          `lucide icon "${file}" is not imported under app/, so not in the icon sprite`,
        );
      }
      return VIRTUAL_PREFIX + file;
    },
    load(id: string): string | null {
      if (!id.startsWith(VIRTUAL_PREFIX)) return null;
      const file = id.slice(VIRTUAL_PREFIX.length);
      const args = [sprite.names.get(file), `${sprite.href}#${file}`].map((s) => JSON.stringify(s));
      return `import { spriteIcon } from ${JSON.stringify(runtime)};\nexport default spriteIcon(${args.join(', ')});\n`;
    },
  };
}

/**
 * Vite plugin (issue 12 §5, ADR 0089): every `lucide-react/icons/<file>` import of the app, in
 * the browser and on the server, becomes a small component that draws the icon with
 * `<use href="/assets/icons-<hash>.svg#<file>">` (components/ui/sprite-icon.tsx); the icons' paths
 * are in that one SVG file, fetched once and cached as immutable, instead of in the JavaScript of
 * every page. The sprite holds the icons the app's source imports (scanned at start); an import
 * of another icon (from outside `app/`) fails the build rather than draw nothing. The browser
 * build emits the file. `react-router dev` keeps lucide's own components, on the server and in
 * the browser alike (Vite's development server pre-bundles the server's dependencies apart from
 * the plugins).
 */
export function lucideSprite(): Plugin {
  let sprite: IconSprite;
  let modules: ReturnType<typeof iconModules>;
  return {
    name: 'vitrine:lucide-sprite',
    enforce: 'pre',
    apply: 'build',
    async configResolved(config) {
      const app = path.join(config.root, 'app');
      sprite = await buildIconSprite(iconsImportedBy(app));
      modules = iconModules(sprite, path.join(app, 'components/ui/sprite-icon.tsx'));
    },
    resolveId: (source) => modules.resolve(source),
    load: (id) => modules.load(id),
    generateBundle() {
      if (this.environment.name !== 'client') return;
      this.emitFile({ type: 'asset', fileName: sprite.href.slice(1), source: sprite.svg });
    },
  };
}
