export { DownloadPreparingMask, type DownloadPreparingMaskProps } from './DownloadPreparingMask';
