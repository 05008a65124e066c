import type { SVGProps } from 'react';
import type { MenuIcon } from '@velo/domain';
import { icon } from './Icon.css.ts';
import { cx } from '../../styles/cx.ts';

// Each icon is drawn on a 24px grid as stroked paths, so it takes the text colour (currentColor).
const menuIconPaths: Record<MenuIcon, string[]> = {
  home: ['M3 10.5 12 3l9 7.5', 'M5 9v11h14V9', 'M10 20v-6h4v6'],
  locations: ['M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z', 'M14.5 9.5a2.5 2.5 0 1 1-5 0 2.5 2.5 0 0 1 5 0z'],
  orders: ['M6 3h12v18l-3-2-3 2-3-2-3 2z', 'M9 8h6', 'M9 12h6', 'M9 16h3'],
  groups: ['M12 8a3 3 0 1 1-6 0 3 3 0 0 1 6 0z', 'M3 20a6 6 0 0 1 12 0', 'M15.5 5.2a3 3 0 0 1 0 5.6', 'M18 14.3a6 6 0 0 1 3 5.7'],
  support: ['M4 14v-2a8 8 0 0 1 16 0v2', 'M4 14h3v5H5a1 1 0 0 1-1-1z', 'M20 14h-3v5h2a1 1 0 0 0 1-1z', 'M18 19c0 1.1-1.8 2-4 2'],
  events: ['M3 12h4l3-8 4 16 3-8h4'],
  modules: ['M12 3 20 7.5v9L12 21l-8-4.5v-9z', 'M4 7.5 12 12l8-4.5', 'M12 12v9'],
  clients: ['M4 21V5a1 1 0 0 1 1-1h9a1 1 0 0 1 1 1v16', 'M15 9h4a1 1 0 0 1 1 1v11', 'M3 21h18', 'M8 8h3', 'M8 12h3', 'M8 16h3'],
  users: ['M16 7a4 4 0 1 1-8 0 4 4 0 0 1 8 0z', 'M4 21a8 8 0 0 1 16 0'],
  templates: ['M4 5h16v11H9l-5 4z', 'M8 9h8', 'M8 12h5'],
  terms: ['M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z', 'M14 3v5h5', 'M9 13h6', 'M9 17h6'],
  announcements: ['M3 10v4a1 1 0 0 0 1 1h3l7 4V5L7 9H4a1 1 0 0 0-1 1z', 'M18 9a4 4 0 0 1 0 6', 'M8 15.5 9 20h2'],
  diagnostics: ['M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z', 'M12 12l4-4', 'M12 12h.01', 'M12 6.5v1', 'M6.5 12h1', 'M16.5 12h1'],
  'client-info': [
    'M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z',
    'M11 11a2 2 0 1 1-4 0 2 2 0 0 1 4 0z',
    'M6 16a3 3 0 0 1 6 0',
    'M15 10h3',
    'M15 14h3',
  ],
};

const interfacePaths = {
  'user-plus': ['M14 7a4 4 0 1 1-8 0 4 4 0 0 1 8 0z', 'M2 21a8 8 0 0 1 13.5-5.8', 'M19 14v6', 'M16 17h6'],
  'chevron-left': ['M15 6l-6 6 6 6'],
  'chevron-right': ['M9 6l6 6-6 6'],
  'chevron-down': ['M6 9l6 6 6-6'],
  'chevron-up': ['M6 15l6-6 6 6'],
  sort: ['M8 9l4-4 4 4', 'M8 15l4 4 4-4'],
  'sort-ascending': ['M12 19V5', 'M6 11l6-6 6 6'],
  'sort-descending': ['M12 5v14', 'M6 13l6 6 6-6'],
  sun: [
    'M16 12a4 4 0 1 1-8 0 4 4 0 0 1 8 0z',
    'M12 2v2',
    'M12 20v2',
    'M4.9 4.9l1.4 1.4',
    'M17.7 17.7l1.4 1.4',
    'M2 12h2',
    'M20 12h2',
    'M4.9 19.1l1.4-1.4',
    'M17.7 6.3l1.4-1.4',
  ],
  moon: ['M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z'],
  'log-out': ['M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4', 'M16 17l5-5-5-5', 'M21 12H9'],
  settings: [
    'M4 6h9',
    'M17 6h3',
    'M4 12h3',
    'M11 12h9',
    'M4 18h11',
    'M19 18h1',
    'M17 6a2 2 0 1 1-4 0 2 2 0 0 1 4 0z',
    'M11 12a2 2 0 1 1-4 0 2 2 0 0 1 4 0z',
    'M19 18a2 2 0 1 1-4 0 2 2 0 0 1 4 0z',
  ],
  search: ['M18 11a7 7 0 1 1-14 0 7 7 0 0 1 14 0z', 'M21 21l-5-5'],
  eye: ['M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z', 'M15 12a3 3 0 1 1-6 0 3 3 0 0 1 6 0z'],
  'eye-off': [
    'M3 3l18 18',
    'M10.6 5.1Q11.3 5 12 5c6.5 0 10 7 10 7a17 17 0 0 1-3.2 4.1',
    'M6.6 6.6C3.8 8.4 2 12 2 12s3.5 7 10 7a9.7 9.7 0 0 0 4.9-1.4',
    'M9.9 9.9a3 3 0 0 0 4.2 4.2',
  ],
  lock: ['M7 11h10a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-6a2 2 0 0 1 2-2z', 'M8 11V7a4 4 0 0 1 8 0v4'],
  link: ['M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1', 'M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1'],
  wrench: ['M14.5 3.5a5 5 0 0 0-4.6 6.9l-6.4 6.4a1.9 1.9 0 0 0 2.7 2.7l6.4-6.4a5 5 0 0 0 6.9-4.6l-3 3-3.1-.9-.9-3.1z'],
  edit: ['M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16z', 'M13.5 6.5l4 4'],
  door: ['M5 21V4a1 1 0 0 1 1-1h12a1 1 0 0 1 1 1v17', 'M3 21h18', 'M15 12h.01'],
  x: ['M6 6l12 12', 'M18 6 6 18'],
  trash: ['M4 7h16', 'M10 11v6', 'M14 11v6', 'M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12', 'M9 7V4h6v3'],
  check: ['M5 12.5l4.5 4.5L19 7'],
  alert: ['M10.3 4.1 2.4 18a2 2 0 0 0 1.7 3h15.8a2 2 0 0 0 1.7-3L13.7 4.1a2 2 0 0 0-3.4 0z', 'M12 9v4', 'M12 17h.01'],
  info: ['M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z', 'M12 11v5', 'M12 8h.01'],
  menu: ['M4 6h16', 'M4 12h16', 'M4 18h16'],
  bicycle: [
    'M9 17a3.5 3.5 0 1 1-7 0 3.5 3.5 0 0 1 7 0z',
    'M22 17a3.5 3.5 0 1 1-7 0 3.5 3.5 0 0 1 7 0z',
    'M5.5 17 9 9l3 8H5.5',
    'M12 17l4-8 2.5 8',
    'M9 9h7',
    'M7.5 7H10',
    'M14.5 6.5H17',
    'M16 6.5V9',
  ],
} satisfies Record<string, string[]>;

const paths: Record<IconName, string[]> = { ...menuIconPaths, ...interfacePaths };

export type IconName = MenuIcon | keyof typeof interfacePaths;
// Read from the drawings, not from domain's list, so a page drawing one icon loads no menu.
export const iconNames = [...Object.keys(menuIconPaths), ...Object.keys(interfacePaths)] as IconName[];

export const iconSizes = [16, 20, 24] as const;

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name' | 'children'> {
  name: IconName;
  /** Pixels; the drawing keeps its 24px grid. */
  size?: (typeof iconSizes)[number];
  /** Makes the icon an image with this name; without it the icon is decorative and hidden. */
  label?: string;
}

/**
 * A line icon from the set drawn for the back-office, in the current text colour. Decorative unless given a
 * `label`, when it becomes an image with that name.
 */
export function Icon({ name, size = 20, label, className, ...props }: IconProps) {
  const accessibility = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      focusable="false"
      {...accessibility}
      {...props}
      className={cx(icon, className)}
    >
      {paths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
