export * from './TripSummaryCard';
