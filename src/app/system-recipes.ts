/**
 * The recipes only forms, dialogs and the app beyond the public site use (the contact form, logins, registration,
 * dashboards; the reply dialog's view): a chunk of its own that src/app/system.ts's
 * `loadAppRecipes()` registers before any of those renders. Keep the keys in step with
 * DEFERRED_RECIPES and DEFERRED_SLOT_RECIPES there (tests/unit/app/system.test.ts checks).
 *
 * Every dialog closes in the spec's 300 ms (point 9, TIMINGS.dialogClose): the dialog and drawer recipes are where
 * each dialog of the app (and a dashboard's navigation) gets its motion (the public site's phone menu is a popover
 * with its own, src/components/layout/MobileMenu.tsx), so their panel and
 * backdrop leave in that time here. Chakra's own: a dialog's panel 100 ms, a drawer's 400 ms, their backdrops 200 ms.
 */
import type { SlotRecipeConfig } from '@chakra-ui/react';
import { TIMINGS } from '@/config/constants';
import { avatarSlotRecipe } from './theme/slot-recipes/avatar';
import { breadcrumbSlotRecipe } from './theme/slot-recipes/breadcrumb';
import { checkboxSlotRecipe } from './theme/slot-recipes/checkbox';
import { checkmarkRecipe } from './theme/recipes/checkmark';
import { fieldsetSlotRecipe } from './theme/slot-recipes/fieldset';
import { menuSlotRecipe } from './theme/slot-recipes/menu';
import { progressSlotRecipe } from './theme/slot-recipes/progress';
import { radioGroupSlotRecipe } from './theme/slot-recipes/radio-group';
import { radiomarkRecipe } from './theme/recipes/radiomark';
import { separatorRecipe } from './theme/recipes/separator';
import { switchSlotRecipe } from './theme/slot-recipes/switch';
import { tableSlotRecipe } from './theme/slot-recipes/table';
import { tabsSlotRecipe } from './theme/slot-recipes/tabs';
import { tagSlotRecipe } from './theme/slot-recipes/tag';
import { dialogSlotRecipe } from './theme/slot-recipes/dialog';
import { drawerSlotRecipe } from './theme/slot-recipes/drawer';
import { inputRecipe } from './theme/recipes/input';
import { textareaRecipe } from './theme/recipes/textarea';
import { accordionSlotRecipe } from './theme/slot-recipes/accordion';
import { fieldSlotRecipe } from './theme/slot-recipes/field';
import { nativeSelectSlotRecipe } from './theme/slot-recipes/native-select';

const CLOSING = `${TIMINGS.dialogClose}ms`;

/** A dialog-like recipe whose panel ('content') and backdrop close in the spec's time; the rest as it was. */
function closingInSpecTime<Recipe extends SlotRecipeConfig<'content' | 'backdrop' | string>>(recipe: Recipe): Recipe {
  const base = recipe.base ?? {};
  const closing = (slot: 'content' | 'backdrop') => ({
    ...base[slot],
    _closed: { ...base[slot]?._closed, animationDuration: CLOSING },
  });
  return { ...recipe, base: { ...base, content: closing('content'), backdrop: closing('backdrop') } };
}

export const recipes = {
  input: inputRecipe,
  textarea: textareaRecipe,
  checkmark: checkmarkRecipe,
  radiomark: radiomarkRecipe,
  separator: separatorRecipe,
};

export const slotRecipes = {
  accordion: accordionSlotRecipe,
  field: fieldSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  avatar: avatarSlotRecipe,
  breadcrumb: breadcrumbSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dialog: closingInSpecTime(dialogSlotRecipe),
  drawer: closingInSpecTime(drawerSlotRecipe),
  fieldset: fieldsetSlotRecipe,
  menu: menuSlotRecipe,
  progress: progressSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  tag: tagSlotRecipe,
};
