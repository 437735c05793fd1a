export { HeaderBanner, HEADER_BANNER_AUTO_CLOSE_MS, type HeaderBannerProps, type HeaderBannerCloseReason } from './HeaderBanner';
