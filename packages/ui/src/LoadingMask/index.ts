export { LoadingMask, type LoadingMaskProps } from './LoadingMask';
