export { HeaderBanner, type HeaderBannerProps, type HeaderBannerCloseReason } from './HeaderBanner';
