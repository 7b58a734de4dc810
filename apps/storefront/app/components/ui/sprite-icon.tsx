import type { SVGProps } from 'react';

/** What an icon of the app is given: a class, ARIA attributes, any other SVG attribute. */
type SpriteIconProps = SVGProps<SVGSVGElement>;

/**
 * True when the caller set an ARIA attribute (`aria-hidden` included), a role or a title: the
 * caller then decides what assistive technology gets; lucide hides the icon otherwise.
 */
const hasAriaProp = (props: SpriteIconProps): boolean =>
  Object.keys(props).some((key) => key.startsWith('aria-') || key === 'role' || key === 'title');

/**
 * The component an import `lucide-react/icons/<file>` stands for in the app's builds (issue 12
 * §5, ADR 0089; made by vite/lucide-sprite.ts): the `<svg>` lucide would draw, with lucide's
 * attributes and classes (`lucide lucide-<name>` and `className`), whose drawing is `<use>` of the
 * icon's symbol in the sprite file (`href`, `/assets/icons-<hash>.svg#<file>`) instead of its
 * paths. Decorative unless given an ARIA attribute or role, as lucide's icons are.
 *
 * @param name lucide's icon name (its class)
 * @param href the symbol's URL in the sprite
 */
export function spriteIcon(name: string, href: string) {
  function SpriteIcon({ className, ...props }: SpriteIconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`}
        aria-hidden={hasAriaProp(props) ? undefined : 'true'}
        {...props}
      >
        <use href={href} />
      </svg>
    );
  }
  return SpriteIcon;
}
