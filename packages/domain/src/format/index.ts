export * from './largeCount';
export * from './relativeTime';
export * from './phoneMask';
export * from './displayDate';
export * from './emptyName';
export * from './downloadFileName';
export * from './quota';
export * from './migrationCount';
