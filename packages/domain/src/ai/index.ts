export * from './manuscriptUpload';
