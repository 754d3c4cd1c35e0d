import type { TravelWalletCredit, TravelWalletOffer } from '@wayfare/domain';

// Wallet items for the stories and tests, against a trip of $423.19.

export const tripTotal = 423.19;

const usd = (amount: number) => ({ amount, currency: 'USD' });

export const creditCoveringAll: TravelWalletCredit = { amount: usd(500), state: 'Available' };
export const smallCredit: TravelWalletCredit = { amount: usd(200.29), state: 'Available' };
export const expiredCredit: TravelWalletCredit = { amount: usd(150), state: 'Expired' };

export const homesOffer: TravelWalletOffer = {
  id: 'offer-homes-250',
  amount: usd(250),
  maxApplicableCredit: usd(250),
  descriptions: ['On a vacation rental of 3 nights or more'],
  title: '$250 off your stay',
  funnels: ['Home'],
};
export const bigOffer: TravelWalletOffer = {
  id: 'offer-homes-450',
  amount: usd(450),
  maxApplicableCredit: usd(450),
  descriptions: ['Welcome offer for new cardholders'],
  title: '$450 welcome credit',
  funnels: ['Home', 'Lodging'],
};
export const smallOffer: TravelWalletOffer = {
  id: 'offer-homes-50',
  amount: usd(50),
  descriptions: ['Any vacation rental'],
  title: '$50 off',
  funnels: ['Home'],
};
