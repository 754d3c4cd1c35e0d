export * from './ConfirmDeleteDialog';
