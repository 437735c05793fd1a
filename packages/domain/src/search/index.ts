export * from './professionalMode';
export * from './basicOperators';
export * from './fieldSwitch';
export * from './agsList';
export * from './searchHistory';
export * from './hotSearch';
export * from './searchUrl';
export * from './latestReply';
