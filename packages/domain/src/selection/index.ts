export * from './literatureSelection';
