/**
 * scripts/icon-modules.mjs: the production build's one module per react-icons icon. The app's imports are split
 * one per icon, each icon's module holds the pack's own drawing of it, and the icons are grouped again into the
 * public site's chunk and the app's.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { FiMenu } from 'react-icons/fi';
import { describe, expect, it } from 'vitest';
import { iconModule, iconModules, splitIconImports } from '../../../scripts/icon-modules.mjs';

const require = createRequire(import.meta.url);
const fiSource = readFileSync(require.resolve('react-icons/fi').replace(/\.js$/, '.mjs'), 'utf8');
/** The GenIcon(...) call of a function's source: the icon's drawing. */
const drawing = (source: string) => /GenIcon\((.*)\)\(props\)/s.exec(source)?.[1];

describe('icon modules', () => {
  it('splits an import of a pack into one import per icon, renamed imports too, and says which icons', () => {
    const seen: string[] = [];
    const code = [
      "import type { IconType } from 'react-icons';",
      "import { FiMenu, FiMail as Mail } from 'react-icons/fi';",
      "import { FaTiktok } from 'react-icons/fa6';",
      'export const all = [FiMenu, Mail, FaTiktok];',
    ].join('\n');
    const split = splitIconImports(code, (pack, name) => seen.push(`${pack}/${name}`));
    expect(split).toBe(
      [
        "import type { IconType } from 'react-icons';",
        "import { FiMenu as FiMenu } from 'virtual:react-icon/fi/FiMenu';",
        "import { FiMail as Mail } from 'virtual:react-icon/fi/FiMail';",
        "import { FaTiktok as FaTiktok } from 'virtual:react-icon/fa6/FaTiktok';",
        'export const all = [FiMenu, Mail, FaTiktok];',
      ].join('\n'),
    );
    expect(seen).toEqual(['fi/FiMenu', 'fi/FiMail', 'fa6/FaTiktok']);
  });

  it("gives an icon's module the pack's own drawing of it, and refuses an icon the pack lacks", () => {
    const module = iconModule(fiSource, 'FiMenu');
    expect(module).toContain("import { GenIcon } from 'react-icons/lib';");
    expect(module).toContain('export function FiMenu(props)');
    expect(drawing(module)).toBeDefined();
    expect(drawing(module)).toBe(drawing(FiMenu.toString()));
    // A name that only starts like another icon's is not that icon.
    expect(drawing(iconModule(fiSource, 'FiUser'))).not.toBe(drawing(iconModule(fiSource, 'FiUserPlus')));
    expect(() => iconModule(fiSource, 'FiNoSuchIcon')).toThrow(/no icon named FiNoSuchIcon/);
  });

  it("groups an icon with the public site's when a public file imports it, else with the app's", () => {
    const plugin = iconModules({ isPublic: (file) => file.includes('/public/') });
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    transform("import { FiMenu, FiMail } from 'react-icons/fi';", '/app/src/public/Header.tsx');
    transform("import { FiMail, FiLogOut } from 'react-icons/fi';", '/app/src/dashboard/Sidebar.tsx');
    expect(transform("import { FiX } from 'react-icons/fi';", '/app/node_modules/lib/index.js')).toBeNull();
    expect(plugin.chunkName('\0virtual:react-icon/fi/FiMenu')).toBe('icons-public');
    expect(plugin.chunkName('\0virtual:react-icon/fi/FiMail')).toBe('icons-public');
    expect(plugin.chunkName('\0virtual:react-icon/fi/FiLogOut')).toBe('icons');
    expect(plugin.chunkName('\0virtual:react-icon/fi/FiX')).toBeNull();
    expect(plugin.chunkName('/app/src/dashboard/Sidebar.tsx')).toBeNull();
  });
});
