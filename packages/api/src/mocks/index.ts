export { handlers } from './handlers';
export { apiPath, ok } from './http';
