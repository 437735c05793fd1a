export * from './sessionUser';
export * from './userFlags';
export * from './logoutDestination';
export * from './migrationDialog';
export * from './orderStatusKey';
export * from './ticketLogin';
