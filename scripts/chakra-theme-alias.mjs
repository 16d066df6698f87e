// The '@chakra-theme/<module>' alias of vite.config.ts and vitest.config.ts: one module of Chakra's theme
// (node_modules/@chakra-ui/react/dist/esm/theme/<module>.js), which the package's exports do not name. src/app/system.ts
// imports the recipes and tokens it uses one by one, so the build can leave the recipes only the dashboards use
// out of the first chunk (the theme's barrel imports them all). tsconfig.json maps the same paths to their types.
import { fileURLToPath } from 'node:url';

const themeDir = fileURLToPath(new URL('../node_modules/@chakra-ui/react/dist/esm/theme/', import.meta.url));

export const chakraThemeAlias = { find: /^@chakra-theme\/(.+)$/, replacement: `${themeDir}$1.js` };
