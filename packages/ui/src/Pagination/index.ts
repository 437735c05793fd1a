export { Pagination, type PaginationProps } from './Pagination';
export { pageWindow, pageCountOf, type PageSlot } from './pageWindow';
