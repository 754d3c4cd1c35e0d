export * from './hostedCardFieldsProtocol';
export * from './mountHostedCardFields';
