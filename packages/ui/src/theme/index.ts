export type {} from './styledTheme';
export { theme, type Theme } from './theme';
export { GlobalStyle } from './GlobalStyle';
export { fieldBox } from './fieldBox';
