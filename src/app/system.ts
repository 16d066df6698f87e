/**
 * The Chakra UI system: the base preset plus only the recipes the product uses, in two parts, so a visitor's first
 * page (the public site) ships the styles it needs and no more:
 *   - here, the recipes of the public site's pages and the app's shell (buttons, links, headings, cards, alerts,
 *     lists, skeletons, ...);
 *   - in system-recipes.ts, the ones only forms, dialogs and the rest of the app use (fields, inputs, selects, tabs,
 *     tables, menus, steps, dialogs, drawers, ...): `loadAppRecipes()` downloads and registers them, and the router
 *     waits for it before any page with a form or beyond the public site renders (src/app/router.tsx), the contact
 *     page too. On the other public pages, the lazy chunk that draws a dialog (the reply dialog's view) downloads
 *     them alongside itself (src/lib/deferred-styles.ts).
 * A deferred recipe asked for before it is registered renders unstyled and is reported in the console (so the
 * e2e runs, which fail on console errors, catch a public page that uses one); it is never cached empty, so the
 * same component is styled once the recipes are in. A component whose recipe is in neither list renders unstyled:
 * add its recipe to the right list when a new kind of component is used.
 */
import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import { provideDeferredStyles } from '@/lib/deferred-styles';
import { downloaded, loadOnce } from '@/lib/load-once';
// Chakra's default theme, ejected into ./theme with Chakra's own CLI (`npx @chakra-ui/cli eject`, see
// ./theme/README.md), one module per recipe, so the build can leave the recipes only the app beyond the public site
// uses (system-recipes.ts) out of this first chunk.
import { alertSlotRecipe } from './theme/slot-recipes/alert';
import { animationStyles } from './theme/animation-styles';
import { badgeRecipe } from './theme/recipes/badge';
import { breakpoints } from './theme/breakpoints';
import { buttonRecipe } from './theme/recipes/button';
import { cardSlotRecipe } from './theme/slot-recipes/card';
import { containerRecipe } from './theme/recipes/container';
import { emptyStateSlotRecipe } from './theme/slot-recipes/empty-state';
import { globalCss } from './theme/global-css';
import { headingRecipe } from './theme/recipes/heading';
import { iconRecipe } from './theme/recipes/icon';
import { layerStyles } from './theme/layer-styles';
import { linkRecipe } from './theme/recipes/link';
import { listSlotRecipe } from './theme/slot-recipes/list';
import { skeletonRecipe } from './theme/recipes/skeleton';
import { skipNavLinkRecipe } from './theme/recipes/skip-nav-link';
import { spinnerRecipe } from './theme/recipes/spinner';
import { statSlotRecipe } from './theme/slot-recipes/stat';
import { keyframes } from './theme/keyframes';
import { semanticTokens } from './theme/semantic-tokens';
import { textStyles } from './theme/text-styles';
import { tokens } from './theme/tokens';

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
        fg: { error: { value: '{colors.red.700}' } },
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
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
  'switch',
  'table',
  'tabs',
  'tag',
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
