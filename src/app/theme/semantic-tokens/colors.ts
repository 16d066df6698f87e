import { defineSemanticTokens } from '@chakra-ui/react';

export const colors = defineSemanticTokens.colors({
  bg: {
    DEFAULT: {
      value: '{colors.white}',
    },
    subtle: {
      value: '{colors.gray.50}',
    },
    muted: {
      value: '{colors.gray.100}',
    },
    emphasized: {
      value: '{colors.gray.200}',
    },
    inverted: {
      value: '{colors.black}',
    },
    panel: {
      value: '{colors.white}',
    },
    error: {
      value: '{colors.red.50}',
    },
    warning: {
      value: '{colors.orange.50}',
    },
    success: {
      value: '{colors.green.50}',
    },
    info: {
      value: '{colors.blue.50}',
    },
  },
  fg: {
    DEFAULT: {
      value: '{colors.black}',
    },
    muted: {
      value: '{colors.gray.600}',
    },
    subtle: {
      value: '{colors.gray.400}',
    },
    inverted: {
      value: '{colors.gray.50}',
    },
    error: {
      value: '{colors.red.500}',
    },
    warning: {
      value: '{colors.orange.600}',
    },
    success: {
      value: '{colors.green.600}',
    },
    info: {
      value: '{colors.blue.600}',
    },
  },
  border: {
    DEFAULT: {
      value: '{colors.gray.200}',
    },
    muted: {
      value: '{colors.gray.100}',
    },
    subtle: {
      value: '{colors.gray.50}',
    },
    emphasized: {
      value: '{colors.gray.300}',
    },
    inverted: {
      value: '{colors.gray.800}',
    },
    error: {
      value: '{colors.red.500}',
    },
    warning: {
      value: '{colors.orange.500}',
    },
    success: {
      value: '{colors.green.500}',
    },
    info: {
      value: '{colors.blue.500}',
    },
  },
  gray: {
    contrast: {
      value: '{colors.white}',
    },
    fg: {
      value: '{colors.gray.800}',
    },
    subtle: {
      value: '{colors.gray.100}',
    },
    muted: {
      value: '{colors.gray.200}',
    },
    emphasized: {
      value: '{colors.gray.300}',
    },
    solid: {
      value: '{colors.gray.900}',
    },
    focusRing: {
      value: '{colors.gray.400}',
    },
    border: {
      value: '{colors.gray.200}',
    },
  },
  red: {
    contrast: {
      value: 'white',
    },
    fg: {
      value: '{colors.red.700}',
    },
    subtle: {
      value: '{colors.red.100}',
    },
    muted: {
      value: '{colors.red.200}',
    },
    emphasized: {
      value: '{colors.red.300}',
    },
    solid: {
      value: '{colors.red.600}',
    },
    focusRing: {
      value: '{colors.red.500}',
    },
    border: {
      value: '{colors.red.500}',
    },
  },
  orange: {
    contrast: {
      value: 'white',
    },
    fg: {
      value: '{colors.orange.700}',
    },
    subtle: {
      value: '{colors.orange.100}',
    },
    muted: {
      value: '{colors.orange.200}',
    },
    emphasized: {
      value: '{colors.orange.300}',
    },
    solid: {
      value: '{colors.orange.600}',
    },
    focusRing: {
      value: '{colors.orange.500}',
    },
    border: {
      value: '{colors.orange.500}',
    },
  },
  green: {
    contrast: {
      value: 'white',
    },
    fg: {
      value: '{colors.green.700}',
    },
    subtle: {
      value: '{colors.green.100}',
    },
    muted: {
      value: '{colors.green.200}',
    },
    emphasized: {
      value: '{colors.green.300}',
    },
    solid: {
      value: '{colors.green.600}',
    },
    focusRing: {
      value: '{colors.green.500}',
    },
    border: {
      value: '{colors.green.500}',
    },
  },
  blue: {
    contrast: {
      value: 'white',
    },
    fg: {
      value: '{colors.blue.700}',
    },
    subtle: {
      value: '{colors.blue.100}',
    },
    muted: {
      value: '{colors.blue.200}',
    },
    emphasized: {
      value: '{colors.blue.300}',
    },
    solid: {
      value: '{colors.blue.600}',
    },
    focusRing: {
      value: '{colors.blue.500}',
    },
    border: {
      value: '{colors.blue.500}',
    },
  },
  yellow: {
    contrast: {
      value: 'black',
    },
    fg: {
      value: '{colors.yellow.800}',
    },
    subtle: {
      value: '{colors.yellow.100}',
    },
    muted: {
      value: '{colors.yellow.200}',
    },
    emphasized: {
      value: '{colors.yellow.300}',
    },
    solid: {
      value: '{colors.yellow.300}',
    },
    focusRing: {
      value: '{colors.yellow.500}',
    },
    border: {
      value: '{colors.yellow.500}',
    },
  },
  teal: {
    contrast: {
      value: 'white',
    },
    fg: {
      value: '{colors.teal.700}',
    },
    subtle: {
      value: '{colors.teal.100}',
    },
    muted: {
      value: '{colors.teal.200}',
    },
    emphasized: {
      value: '{colors.teal.300}',
    },
    solid: {
      value: '{colors.teal.600}',
    },
    focusRing: {
      value: '{colors.teal.500}',
    },
    border: {
      value: '{colors.teal.500}',
    },
  },
  purple: {
    contrast: {
      value: 'white',
    },
    fg: {
      value: '{colors.purple.700}',
    },
    subtle: {
      value: '{colors.purple.100}',
    },
    muted: {
      value: '{colors.purple.200}',
    },
    emphasized: {
      value: '{colors.purple.300}',
    },
    solid: {
      value: '{colors.purple.600}',
    },
    focusRing: {
      value: '{colors.purple.500}',
    },
    border: {
      value: '{colors.purple.500}',
    },
  },
  pink: {
    contrast: {
      value: 'white',
    },
    fg: {
      value: '{colors.pink.700}',
    },
    subtle: {
      value: '{colors.pink.100}',
    },
    muted: {
      value: '{colors.pink.200}',
    },
    emphasized: {
      value: '{colors.pink.300}',
    },
    solid: {
      value: '{colors.pink.600}',
    },
    focusRing: {
      value: '{colors.pink.500}',
    },
    border: {
      value: '{colors.pink.500}',
    },
  },
  cyan: {
    contrast: {
      value: 'white',
    },
    fg: {
      value: '{colors.cyan.700}',
    },
    subtle: {
      value: '{colors.cyan.100}',
    },
    muted: {
      value: '{colors.cyan.200}',
    },
    emphasized: {
      value: '{colors.cyan.300}',
    },
    solid: {
      value: '{colors.cyan.600}',
    },
    focusRing: {
      value: '{colors.cyan.500}',
    },
    border: {
      value: '{colors.cyan.500}',
    },
  },
});
