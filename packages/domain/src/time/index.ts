export * from './beijingTime';
export * from './formatBeijing';
export * from './displayMinute';
