// A Vite build plugin: one module per react-icons icon, so each chunk carries only the icons its pages draw.
// react-icons ships each pack as one module ('react-icons/fi' holds 287 icons). A bundler tree-shakes it, but a
// module sits in exactly one chunk, so every icon used anywhere in the app ends up in one shared chunk that the
// first public page downloads too (about 60 icons, 26 of them public). The plugin rewrites each
// `import { FiMenu, FiMail } from 'react-icons/fi'` of the app's own code into one import per icon, and answers
// each of those with a module holding just that icon's function, taken unchanged from the pack's own module (the
// same GenIcon call from 'react-icons/lib'), so the icons look and behave exactly as before.
// Only the production build uses it (`npm start` and the tests import the packs as they are).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const PREFIX = 'virtual:react-icon/';
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]react-icons\/(\w+)['"];?/g;

/**
 * The app's import statements of react-icons packs, each rewritten as one import per icon; `onIcon(pack, name)` is
 * told of each icon imported.
 */
export function splitIconImports(code, onIcon = () => {}) {
  return code.replace(IMPORT, (_statement, names, pack) =>
    names
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean)
      .map((name) => {
        const [imported, local = imported] = name.split(/\s+as\s+/);
        onIcon(pack, imported);
        return `import { ${imported} as ${local} } from '${PREFIX}${pack}/${imported}';`;
      })
      .join('\n'),
  );
}

/** The source of one icon's module, cut from its pack's module (`source`); throws if the pack has no such icon. */
export function iconModule(source, name) {
  const match = new RegExp(
    `^export function ${name} \\(props\\) \\{\\n(  return GenIcon\\(.*\\)\\(props\\);)\\n\\};$`,
    'm',
  ).exec(source);
  if (!match) throw new Error(`react-icons: no icon named ${name}`);
  return `import { GenIcon } from 'react-icons/lib';\nexport function ${name}(props) {\n${match[1]}\n}\n`;
}

/**
 * The plugin, and `chunkName` for the build's code splitting (vite.config.ts): a module per icon would make a chunk
 * per icon shared by several pages, so the icons are grouped again, in two chunks: those the public site draws
 * (`isPublic(file)` of a file that imports it) and the others. The icons of the app's first chunk stay in it.
 */
export function iconModules({ isPublic }) {
  const require = createRequire(import.meta.url);
  /** For each icon's module id, whether a public file imports it. */
  const publicIcons = new Map();
  const packs = new Map();
  const packSource = (pack) => {
    if (!packs.has(pack))
      packs.set(pack, readFileSync(require.resolve(`react-icons/${pack}`).replace(/\.js$/, '.mjs'), 'utf8'));
    return packs.get(pack);
  };
  return {
    name: 'cliq-icon-modules',
    apply: 'build',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[jt]sx?$/.test(id.replace(/\?.*$/, ''))) return null;
      if (!code.includes('react-icons/')) return null;
      const code2 = splitIconImports(code, (pack, name) => {
        const icon = `\0${PREFIX}${pack}/${name}`;
        publicIcons.set(icon, publicIcons.get(icon) || isPublic(id));
      });
      return { code: code2, map: null };
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const [pack, name] = id.slice(PREFIX.length + 1).split('/');
      return iconModule(packSource(pack), name);
    },
    chunkName(id) {
      if (!publicIcons.has(id)) return null;
      return publicIcons.get(id) ? 'icons-public' : 'icons';
    },
  };
}
