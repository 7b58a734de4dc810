import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildIconSprite, iconModules, iconsImportedBy, lucideSprite } from './lucide-sprite';

/** A storefront root with `app/` holding `files` (path → source). */
function appRoot(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'sprite-'));
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, 'app', file)), { recursive: true });
    writeFileSync(path.join(root, 'app', file), source);
  }
  return root;
}

const root = appRoot({
  'a.tsx': 'import X from \'lucide-react/icons/x\';\nimport Plus from "lucide-react/icons/plus";',
  'deep/b.ts':
    "import X from 'lucide-react/icons/x'; import Search from 'lucide-react/icons/search';",
  'notes.md': "import Gift from 'lucide-react/icons/gift';",
});

describe('iconsImportedBy', () => {
  it('lists each icon file the TypeScript sources import, once, sorted', () => {
    expect(iconsImportedBy(path.join(root, 'app'))).toEqual(['plus', 'search', 'x']);
  });
});

describe('buildIconSprite', () => {
  it('draws each icon as a symbol of lucide’s own elements, without React keys', async () => {
    const sprite = await buildIconSprite(['plus']);
    // lucide's plus: two strokes.
    const paths = '<path d="M5 12h14"></path><path d="M12 5v14"></path>';
    expect(sprite.svg).toBe(
      `<svg xmlns="http://www.w3.org/2000/svg"><symbol id="plus" viewBox="0 0 24 24">${paths}</symbol></svg>`,
    );
    expect(sprite.svg).not.toContain('key=');
    expect(sprite.names.get('plus')).toBe('plus');
  });

  it('names the file after its content, so a new icon set is a new URL', async () => {
    const one = await buildIconSprite(['plus']);
    const two = await buildIconSprite(['plus', 'x']);
    expect(one.href).toMatch(/^\/assets\/icons-[0-9a-f]{8}\.svg$/);
    expect(two.href).not.toBe(one.href);
    expect((await buildIconSprite(['plus'])).href).toBe(one.href);
  });
});

describe('iconModules', () => {
  it('turns an icon import into a sprite component pointing at the icon’s symbol', async () => {
    const sprite = await buildIconSprite(['plus', 'x']);
    const modules = iconModules(sprite, '/s/app/components/ui/sprite-icon.tsx');
    const id = modules.resolve('lucide-react/icons/x')!;
    expect(modules.resolve('lucide-react')).toBeNull();
    expect(modules.load(id)).toBe(
      'import { spriteIcon } from "/s/app/components/ui/sprite-icon.tsx";\n' +
        `export default spriteIcon("x", "${sprite.href}#x");\n`,
    );
    expect(modules.load('/s/app/other.ts')).toBeNull();
  });

  it('fails the build for an icon the app’s sources do not import', async () => {
    const modules = iconModules(await buildIconSprite(['plus']), '/s/sprite-icon.tsx');
    expect(() => modules.resolve('lucide-react/icons/gift')).toThrow(
      'lucide icon "gift" is not imported under app/',
    );
  });
});

describe('lucideSprite', () => {
  it('reads the icons the app imports when Vite resolves its config', async () => {
    const plugin = lucideSprite();
    const configResolved = plugin.configResolved as (config: { root: string }) => Promise<void>;
    await configResolved({ root });
    const resolveId = plugin.resolveId as (source: string) => string | null;
    expect(resolveId('lucide-react/icons/search')).toBe('\0vitrine-icon:search');
    expect(() => resolveId('lucide-react/icons/gift')).toThrow('not in the icon sprite');
  });
});
