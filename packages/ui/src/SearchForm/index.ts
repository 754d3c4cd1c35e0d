export * from './SearchForm';
export * from './SearchFormSkeleton';
