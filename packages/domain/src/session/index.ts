export * from './sessionUser';
export * from './logoutDestination';
export * from './migrationDialog';
export * from './orderStatusKey';
export * from './ticketLogin';
