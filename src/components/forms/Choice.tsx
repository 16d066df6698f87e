/**
 * One choice of a group of checkboxes, drawn as a card: a native checkbox (`ChoiceCheckbox`) inside its label
 * (`ChoiceLabel`), which is tinted while `checked` and ringed while its checkbox has keyboard focus. Native on
 * purpose: cheap to render by the dozen, and the browser gives the semantics and keyboard behaviour. The niche
 * picker and the registration's payment method picker draw their choices with it; each adds its own spacing.
 */
import { chakra, type HTMLChakraProps } from '@chakra-ui/react';

export function ChoiceLabel({ checked, ...label }: HTMLChakraProps<'label'> & { checked: boolean }) {
  return (
    <chakra.label
      display="flex"
      borderWidth="1px"
      borderRadius="l2"
      cursor="pointer"
      bg={checked ? 'brand.subtle' : 'bg'}
      borderColor={checked ? 'brand.solid' : 'border'}
      transition="background 0.15s, border-color 0.15s"
      _hover={{ borderColor: 'brand.solid' }}
      css={{
        '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' },
      }}
      {...label}
    />
  );
}

export function ChoiceCheckbox(props: Omit<HTMLChakraProps<'input'>, 'type'>) {
  return (
    <chakra.input
      type="checkbox"
      accentColor="brand.solid"
      boxSize="4"
      flexShrink={0}
      cursor="pointer"
      outline="none"
      {...props}
    />
  );
}
