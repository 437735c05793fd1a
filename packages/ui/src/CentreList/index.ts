export { CentreList, type CentreListProps, type CentreListState } from './CentreList';
