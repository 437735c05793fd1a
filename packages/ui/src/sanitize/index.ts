export * from './htmlSanitizer';
