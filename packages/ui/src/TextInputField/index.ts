export * from './TextInputField';
