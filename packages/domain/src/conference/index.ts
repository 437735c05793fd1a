export * from './auditFlow';
export * from './conferencePageTitle';
