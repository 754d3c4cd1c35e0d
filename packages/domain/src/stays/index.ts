export * from './defaultStayDates';
export * from './guests';
export * from './stayDateChoice';
export * from './stayDates';
export * from './stayRestrictions';
