import { defineSemanticTokens } from '@chakra-ui/react';

export const shadows = defineSemanticTokens.shadows({
  xs: {
    value: '0px 1px 2px {colors.gray.900/10}, 0px 0px 1px {colors.gray.900/20}',
  },
  sm: {
    value: '0px 2px 4px {colors.gray.900/10}, 0px 0px 1px {colors.gray.900/30}',
  },
  md: {
    value: '0px 4px 8px {colors.gray.900/10}, 0px 0px 1px {colors.gray.900/30}',
  },
  lg: {
    value: '0px 8px 16px {colors.gray.900/10}, 0px 0px 1px {colors.gray.900/30}',
  },
  xl: {
    value: '0px 16px 24px {colors.gray.900/10}, 0px 0px 1px {colors.gray.900/30}',
  },
  '2xl': {
    value: '0px 24px 40px {colors.gray.900/16}, 0px 0px 1px {colors.gray.900/30}',
  },
  inner: {
    value: 'inset 0 2px 4px 0 {black/5}',
  },
  inset: {
    value: 'inset 0 0 0 1px {black/5}',
  },
});
