export { ListLoader, type ListLoaderProps, type ListLoaderState } from './ListLoader';
