export * from './ScheduleChangeDialog';
