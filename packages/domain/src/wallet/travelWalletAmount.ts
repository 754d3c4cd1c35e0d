import { z } from 'zod/mini';

/** A wallet amount as the credit calls send it (spec: platform §3 "credit (amount.amount and currency)"). */
export const travelWalletAmountSchema = z.object({
  amount: z.number(),
  currency: z.string().check(z.minLength(1)),
});
export type TravelWalletAmount = z.infer<typeof travelWalletAmountSchema>;
