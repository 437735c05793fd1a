export * from './pdfToWord';
