/** pdf.js ships its worker without types; the simulation only hands the module to pdf.js (globalThis.pdfjsWorker). */
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
