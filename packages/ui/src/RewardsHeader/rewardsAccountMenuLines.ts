/**
 * The two lines of the header's account button (the account, its balance), shared with the
 * skeleton that holds the button's room while the accounts load, so that the header keeps its
 * height when one replaces the other.
 */
export const rewardsAccountMenuLines = {
  label: { variant: 'body2', sx: { display: 'block', fontWeight: 600 } },
  balance: { variant: 'caption', sx: { display: 'block', opacity: 0.9 } },
} as const;
