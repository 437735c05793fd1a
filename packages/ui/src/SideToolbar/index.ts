export { SideToolbar, type SideToolbarProps } from './SideToolbar';
export { sideToolbarRoom } from './sideToolbarRoom';
