export { OrderProgress, type OrderProgressProps } from './OrderProgress';
