export * from './siteLinks';
export * from './areaNavigation';
export * from './siteContent';
export * from './citationExport';
export * from './unapi';
