// @ts-check
// The app's icons (src/components/icon.ts): unplugin-icons turns `import FiMenu from '~icons/feather/menu'` into a
// React component of that one icon, from the Iconify sets in devDependencies (@iconify-json/feather, -fa6-brands,
// -fa6-solid). One plugin for vite.config.ts and vitest.config.ts, so `npm start`, the tests and the build draw the
// same modules. Every icon is drawn in a 1em square, as the app's icons always were (react-icons' size): a brand
// glyph narrower than it is tall is centred in the square rather than drawn in a narrower box.
import Icons from 'unplugin-icons/vite';

/** @returns {import('vite').Plugin} */
export function icons() {
  // unplugin's Vite plugin is typed as one plugin or a list; unplugin-icons makes one.
  return /** @type {import('vite').Plugin} */ (
    Icons({
      compiler: 'jsx',
      jsx: 'react',
      scale: 1,
      autoInstall: false,
      iconCustomizer(_collection, _icon, props) {
        props.width = '1em';
        props.height = '1em';
      },
    })
  );
}

/** Whether a module is the public site's (its pages, and the shell's header, footer and phone menu). */
/** @param {string} id */
const isPublic = (id) =>
  /[\\/]src[\\/](features[\\/]public-site|components[\\/]layout[\\/](Site|Mobile|Public|Social))/.test(id);

/** The feature area of a module of the app beyond the public site, or 'app' for shared code. */
/** @param {string} id */
const featureArea = (id) => /[\\/]src[\\/]features[\\/]([^\\/]+)/.exec(id)?.[1] ?? 'app';

/**
 * The build's chunk for an icon (a `codeSplitting` group's name in vite.config.ts), or null for any other module:
 * one module per icon would make a chunk per icon wherever pages share one, so the icons are grouped: those only the
 * public site draws, those both the public site and the app draw, those of one feature area of the app
 * (icons-dashboard, icons-admin, ...), and the app's other ones. The icons of the first chunk stay in it (the
 * 'shell' group comes first).
 * @param {string} id
 * @param {{ getModuleInfo(id: string): { importers: readonly string[] } | null }} ctx
 * @returns {string | null}
 */
export function iconChunk(id, ctx) {
  if (!id.includes('~icons/')) return null;
  const importers = ctx.getModuleInfo(id)?.importers ?? [];
  const app = importers.filter((importer) => !isPublic(importer));
  if (app.length === 0) return 'icons-public';
  if (app.length < importers.length) return 'icons-shared';
  const areas = new Set(app.map(featureArea));
  return areas.size === 1 && !areas.has('app') ? `icons-${[...areas][0]}` : 'icons';
}
