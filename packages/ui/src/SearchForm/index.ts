export * from './SearchForm';
