export * from './truncateText';
export * from './textLimit';
