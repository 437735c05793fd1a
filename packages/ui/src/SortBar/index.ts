export { SortBar, type SortBarProps, type SortKey, type SortOrder, type SortValue } from './SortBar';
