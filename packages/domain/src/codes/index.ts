export * from './literatureTypes';
export * from './searchFields';
export * from './responseCodes';
