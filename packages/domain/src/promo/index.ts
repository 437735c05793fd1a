export * from './timeWindow';
export * from './bannerWindows';
export * from './bannerSlides';
export * from './carouselInterval';
export * from './headerBanner';
export * from './newUserActivity';
export * from './certificateBadge';
export * from './serverTimeOffset';
