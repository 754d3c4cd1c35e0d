export * from './TripListTabsBar';
export * from './tripListPanelId';
