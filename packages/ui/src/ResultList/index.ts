export { ResultList, type ResultListProps } from './ResultList';
