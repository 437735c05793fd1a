/** The pager's component, in a file of its own: /search downloads it as the pager nears the window. */
export { Pagination } from '@wenxian/ui';
