export { BannerCarousel, type BannerCarouselProps, type CarouselBanner } from './BannerCarousel';
