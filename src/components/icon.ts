/**
 * The app's icons are components of unplugin-icons (`import FiMenu from '~icons/feather/menu'`): one module per icon,
 * generated from the Iconify sets in devDependencies (Feather, and Font Awesome 6's brands and solid sets), the same
 * modules in `npm start`, the tests and the build (vite.config.ts and vitest.config.ts name the plugin, icons.config.ts
 * its options). Each draws an SVG of 1em in currentColor; the app's icons are aria-hidden inside labelled controls.
 */
import type { ComponentType, SVGProps } from 'react';

/** An icon component, as a prop or in a table of icons. */
export type IconType = ComponentType<SVGProps<SVGSVGElement>>;
