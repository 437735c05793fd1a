export { SideToolbar, type SideToolbarProps } from './SideToolbar';
