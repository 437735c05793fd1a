export { Pagination, type PaginationProps } from './Pagination';
