export { CatalogueDialog, type CatalogueDialogProps } from './CatalogueDialog';
