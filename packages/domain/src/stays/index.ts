export * from './defaultStayDates';
export * from './guests';
export * from './stayDateChoice';
export * from './stayDates';
export * from './stayRestrictions';
export * from './guestPickerTexts';
export * from './stayDatesPick';
