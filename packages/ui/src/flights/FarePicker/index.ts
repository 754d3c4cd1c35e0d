export * from './FarePicker';
