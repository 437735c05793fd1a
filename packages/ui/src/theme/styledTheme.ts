import type { Theme } from './theme';

// Types styled-components' `theme` prop as our Theme everywhere the ui package is imported
// (a module, not a .d.ts, so consumers such as packages/web see the augmentation too).
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}

export {};
