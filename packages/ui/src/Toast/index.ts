export { Toast, ToastViewport, TOAST_DURATION_MS, type ToastKind, type ToastProps } from './Toast';
