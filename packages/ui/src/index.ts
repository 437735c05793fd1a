export * from './theme';
export * from './Button';
export * from './Modal';
export * from './LinkContext';
export * from './HeaderBanner';
