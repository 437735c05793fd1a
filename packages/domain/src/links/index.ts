export * from './siteLinks';
export * from './areaNavigation';
export * from './siteContacts';
export * from './footer';
export * from './citationExport';
export * from './unapi';
