export * from './policyTier';
export * from './policyInactive';
export * from './approvalType';
export * from './businessAccounts';
export * from './userListAccess';
export * from './accessDenied';
export * from './flightOutOfPolicy';
export * from './outOfPolicy';
