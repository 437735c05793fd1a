export {
  MigrationDialog,
  type MigrationDialogProps,
  type MigrationData,
  type MigrationStatus,
} from './MigrationDialog';
