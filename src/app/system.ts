/**
 * The Chakra UI system: the base preset plus only the recipes the product uses, in two parts, so a visitor's first
 * page (the public site) ships the styles it needs and no more:
 *   - here, the recipes of the public site's pages and the app's shell (buttons, links, headings, cards, alerts,
 *     lists, skeletons, ...);
 *   - in system-recipes.ts, the ones only forms, dialogs and the rest of the app use (fields, inputs, selects, tabs,
 *     tables, menus, steps, dialogs, drawers, ...): `loadAppRecipes()` downloads and registers them, and the router
 *     waits for it before any page with a form or beyond the public site renders (src/app/router.tsx), the contact
 *     page too. On the other public pages, the lazy chunks that draw a dialog (the reply dialog's view, the phone
 *     menu's drawer) download them alongside themselves (src/lib/deferred-styles.ts).
 * A deferred recipe asked for before it is registered renders unstyled and is reported in the console (so the
 * e2e runs, which fail on console errors, catch a public page that uses one); it is never cached empty, so the
 * same component is styled once the recipes are in. A component whose recipe is in neither list renders unstyled:
 * add its recipe to the right list when a new kind of component is used.
 */
import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import { provideDeferredStyles } from '@/lib/deferred-styles';
import { downloaded, loadOnce } from '@/lib/load-once';
// Chakra's theme, module by module (the '@chakra-theme/*' alias of vite.config.ts and tsconfig.json): its barrel
// ('@chakra-ui/react/theme') imports every recipe, which would put the deferred ones in this chunk too.
import { alertSlotRecipe } from '@chakra-theme/recipes/alert';
import { animationStyles } from '@chakra-theme/motion-styles';
import { badgeRecipe } from '@chakra-theme/recipes/badge';
import { breakpoints } from '@chakra-theme/breakpoints';
import { buttonRecipe } from '@chakra-theme/recipes/button';
import { cardSlotRecipe } from '@chakra-theme/recipes/card';
import { containerRecipe } from '@chakra-theme/recipes/container';
import { emptyStateSlotRecipe } from '@chakra-theme/recipes/empty-state';
import { globalCss } from '@chakra-theme/global-css';
import { headingRecipe } from '@chakra-theme/recipes/heading';
import { iconRecipe } from '@chakra-theme/recipes/icon';
import { keyframes } from '@chakra-theme/tokens/keyframes';
import { layerStyles } from '@chakra-theme/layer-styles';
import { linkRecipe } from '@chakra-theme/recipes/link';
import { listSlotRecipe } from '@chakra-theme/recipes/list';
import { skeletonRecipe } from '@chakra-theme/recipes/skeleton';
import { skipNavLinkRecipe } from '@chakra-theme/recipes/skip-nav-link';
import { spinnerRecipe } from '@chakra-theme/recipes/spinner';
import { statSlotRecipe } from '@chakra-theme/recipes/stat';
import { textStyles } from '@chakra-theme/text-styles';
import { animations } from '@chakra-theme/tokens/animations';
import { aspectRatios } from '@chakra-theme/tokens/aspect-ratios';
import { blurs } from '@chakra-theme/tokens/blurs';
import { borders } from '@chakra-theme/tokens/borders';
import { colors } from '@chakra-theme/tokens/colors';
import { cursor } from '@chakra-theme/tokens/cursor';
import { durations } from '@chakra-theme/tokens/durations';
import { easings } from '@chakra-theme/tokens/easings';
import { fontSizes } from '@chakra-theme/tokens/font-sizes';
import { fontWeights } from '@chakra-theme/tokens/font-weights';
import { fonts } from '@chakra-theme/tokens/fonts';
import { letterSpacings } from '@chakra-theme/tokens/letter-spacing';
import { lineHeights } from '@chakra-theme/tokens/line-heights';
import { radii } from '@chakra-theme/tokens/radius';
import { sizes } from '@chakra-theme/tokens/sizes';
import { spacing } from '@chakra-theme/tokens/spacing';
import { zIndices } from '@chakra-theme/tokens/z-indices';
import { semanticColors } from '@chakra-theme/semantic-tokens/colors';
import { semanticRadii } from '@chakra-theme/semantic-tokens/radii';
import { semanticShadows } from '@chakra-theme/semantic-tokens/shadows';

// The same token groups as Chakra's default theme (theme/index.js).
const tokens = {
  aspectRatios,
  animations,
  blurs,
  borders,
  colors,
  durations,
  easings,
  fonts,
  fontSizes,
  fontWeights,
  letterSpacings,
  lineHeights,
  radii,
  spacing,
  sizes,
  zIndex: zIndices,
  cursor,
};
const semanticTokens = { colors: semanticColors, shadows: semanticShadows, radii: semanticRadii };

const base = defineConfig({
  preflight: true,
  cssVarsRoot: ':where(html, .chakra-theme)',
  cssVarsPrefix: 'chakra',
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      link: linkRecipe,
      skeleton: skeletonRecipe,
      skipNavLink: skipNavLinkRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      list: listSlotRecipe,
      stat: statSlotRecipe,
    },
  },
});

/** Cliq's brand: a violet primary with accessible contrast on white. */
const brand = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg', color: 'fg' },
    // Visitors who ask for less motion get none: dialogs, drawers, menus and toasts appear and leave at once, and
    // nothing slides or fades (the loading spinner keeps turning: it is the only sign that something is going on).
    // With no exit animation a closing dialog also unmounts at once instead of waiting for its animationend.
    '*:not(.chakra-spinner), *::before, *::after': {
      _motionReduce: {
        animationName: 'none !important',
        transitionDuration: '0s !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#f3f0ff' },
          100: { value: '#e5dbff' },
          200: { value: '#d0bfff' },
          300: { value: '#b197fc' },
          400: { value: '#9775fa' },
          500: { value: '#7950f2' },
          600: { value: '#6741d9' },
          700: { value: '#5f3dc4' },
          800: { value: '#5235ab' },
          900: { value: '#43308e' },
          950: { value: '#2b1f5c' },
        },
      },
      fonts: {
        heading: { value: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
        body: { value: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
      },
    },
    semanticTokens: {
      colors: {
        // Chakra's default error text (red.500, #ef4444) is 3.76:1 on white, below WCAG AA's 4.5:1 for text.
        fg: { error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } } },
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
          border: { value: '{colors.brand.300}' },
        },
      },
    },
  },
});

export const system = createSystem(mergeConfigs(defaultBaseConfig, base, brand));

/** The keys of the recipes in system-recipes.ts (checked against that file by tests/unit/app/system.test.ts). */
export const DEFERRED_RECIPES: readonly string[] = ['checkmark', 'input', 'radiomark', 'separator', 'textarea'];
export const DEFERRED_SLOT_RECIPES: readonly string[] = [
  'accordion',
  'avatar',
  'breadcrumb',
  'checkbox',
  'dialog',
  'drawer',
  'field',
  'fieldset',
  'menu',
  'nativeSelect',
  'progress',
  'radioGroup',
  'steps',
  'switch',
  'table',
  'tabs',
  'tag',
  'toast',
  'tooltip',
];

let registered = false;

/** Downloads and registers the recipes only the app beyond the public site uses (once; a failure may be retried). */
export const loadAppRecipes = loadOnce(async (): Promise<void> => {
  if (registered) return;
  const module = downloaded(await import('./system-recipes'), "The app's styles");
  const theme = (system._config.theme ??= {});
  theme.recipes = { ...theme.recipes, ...module.recipes };
  theme.slotRecipes = { ...theme.slotRecipes, ...module.slotRecipes };
  registered = true;
});
// The components' lazy chunks that draw deferred recipes on public pages wait for them through this.
provideDeferredStyles(loadAppRecipes);

/** Whether a deferred recipe is asked for too early: reported, and answered with an uncached empty recipe. */
function tooEarly(key: string, deferred: readonly string[]): boolean {
  if (registered || !deferred.includes(key)) return false;
  console.error(`The Chakra recipe '${key}' was used before loadAppRecipes() registered it (src/app/system.ts).`);
  return true;
}

const { getRecipeFn, getSlotRecipeFn } = system;
system.getRecipeFn = (key, fallback) =>
  tooEarly(String(key), DEFERRED_RECIPES) ? system.cva(fallback ?? {}) : getRecipeFn(key, fallback);
system.getSlotRecipeFn = (key, fallback) =>
  tooEarly(String(key), DEFERRED_SLOT_RECIPES) ? system.sva(fallback ?? {}) : getSlotRecipeFn(key, fallback);
