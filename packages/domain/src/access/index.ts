export * from './membersOnly';
export * from './loginRedirect';
export * from './areaGuards';
export * from './routeAccess';
export * from './ipBlocklist';
export * from './keywordRedirect';
export * from './registerRedirect';
export * from './legacyRedirect';
