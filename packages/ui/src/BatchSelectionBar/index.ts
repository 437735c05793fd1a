export { BatchSelectionBar, type BatchSelectionBarProps } from './BatchSelectionBar';
