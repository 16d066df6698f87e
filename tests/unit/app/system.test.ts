/**
 * The design system in two parts (src/app/system.ts): the deferred recipes' keys match system-recipes.ts, a
 * deferred recipe asked for too early is reported and not cached empty, and once registered it styles.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Each test imports the design system afresh (vi.resetModules), which takes seconds on a busy machine.
describe('the deferred recipes', { timeout: 30_000 }, () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.restoreAllMocks());

  it('are listed in system.ts exactly as system-recipes.ts holds them, and none is in the first part', async () => {
    const { DEFERRED_RECIPES, DEFERRED_SLOT_RECIPES, system } = await import('@/app/system');
    const { recipes, slotRecipes } = await import('@/app/system-recipes');
    expect([...DEFERRED_RECIPES].sort()).toEqual(Object.keys(recipes).sort());
    expect([...DEFERRED_SLOT_RECIPES].sort()).toEqual(Object.keys(slotRecipes).sort());
    for (const key of DEFERRED_RECIPES) expect(system.isRecipe(key)).toBe(false);
    for (const key of DEFERRED_SLOT_RECIPES) expect(system.isSlotRecipe(key)).toBe(false);
    expect(system.isSlotRecipe('card')).toBe(true);
  });

  it('used too early: reported and unstyled, then styled once loadAppRecipes has registered it', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { loadAppRecipes, system } = await import('@/app/system');
    const early = system.getSlotRecipeFn('tabs')({});
    expect(early).toEqual({});
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining("'tabs'"));

    await loadAppRecipes();
    expect(system.isSlotRecipe('tabs')).toBe(true);
    const styled = system.getSlotRecipeFn('tabs')({});
    expect(Object.keys(styled)).toEqual(expect.arrayContaining(['root', 'list', 'trigger']));
    expect(system.getRecipeFn('separator')({})).not.toEqual({});
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('never reports the recipes of the first part', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { system } = await import('@/app/system');
    expect(system.getRecipeFn('button')({})).not.toEqual({});
    expect(consoleError).not.toHaveBeenCalled();
  });
});

// Cliq has one colour mode, light (nothing sets Chakra's `.dark` class): the theme's semantic tokens carry light
// values only (src/app/theme/README.md), so no dark-mode variable reaches the page.
describe('one colour mode', () => {
  it('the system writes no dark-mode variables, and the light ones are all there', async () => {
    const { system } = await import('@/app/system');
    const css = JSON.stringify(system._global);
    expect(css).not.toContain('.dark');
    expect(css).toContain('--chakra-colors-bg-subtle');
    expect(system.token('colors.fg.error')).toBe('var(--chakra-colors-fg-error)');
    expect(css).toContain('"--chakra-colors-fg-error":"var(--chakra-colors-red-700)"');
  });
});
