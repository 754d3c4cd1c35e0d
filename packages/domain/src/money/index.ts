export * from './earnUnit';
export * from './formatFiat';
export * from './formatRewards';
export * from './money';
export * from './priceDifference';
export * from './usdExchange';
