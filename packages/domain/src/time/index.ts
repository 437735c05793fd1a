export * from './beijingTime';
export * from './formatBeijing';
