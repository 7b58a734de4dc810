import type { LucideIcon } from 'lucide-react';
import ShoppingCart from 'lucide-react/icons/shopping-cart';

/**
 * Icons a page repeats many times, drawn once per page as SVG symbols and referenced with
 * `<use>` (issue 12 §2, ADR 0064). A product grid has a cart icon in each of its 20 buy buttons:
 * drawn in place, each one was lucide's attribute building plus 16 attributes and 5 elements
 * of markup for the server to render and send on every list page. The symbol is lucide's own
 * icon, so it looks the same.
 */
const SPRITE_ICONS = {
  'shopping-cart': ShoppingCart,
} as const satisfies Record<string, LucideIcon>;

/** The name of an icon kept in the page's sprite. */
export type SpriteIconName = keyof typeof SPRITE_ICONS;

const symbolId = (name: SpriteIconName) => `icone-${name}`;

/**
 * The page's icon symbols: rendered once in every page's body by the root layout, so a
 * {@link SpriteIcon} finds them on any page; it takes no room and is hidden from assistive
 * technology.
 */
export function IconSprite() {
  return (
    <svg aria-hidden className="absolute h-0 w-0 overflow-hidden">
      {Object.entries(SPRITE_ICONS).map(([name, Icon]) => (
        <symbol key={name} id={symbolId(name as SpriteIconName)} viewBox="0 0 24 24">
          <Icon />
        </symbol>
      ))}
    </svg>
  );
}

/**
 * A decorative icon of the page's sprite, sized by `className` (e.g. `h-4 w-4`) and drawn in
 * the text colour, like the lucide icon it stands for. Needs {@link IconSprite} on the page.
 */
export function SpriteIcon({ name, className }: { name: SpriteIconName; className: string }) {
  return (
    <svg aria-hidden className={className}>
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}
