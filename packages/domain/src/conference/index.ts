export * from './auditFlow';
