export * from './contact';
export * from './feedbackForm';
export * from './feedbackImage';
export * from './batchCitation';
export * from './globalSearchInput';
export * from './organizationSearch';
export * from './deviceId';
export * from './signedLink';
