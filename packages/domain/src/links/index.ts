export * from './siteLinks';
