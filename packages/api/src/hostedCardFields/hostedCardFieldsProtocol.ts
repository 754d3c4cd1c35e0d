import { cardTypes, type CardType, type NewCard } from '@wayfare/domain';
import { z } from 'zod/mini';

/**
 * The vault's hosted-fields frame: a page of the vault's own origin that holds the card number,
 * expiry and CVV, tokenises them itself and tells the page only the token (ours: the spec names
 * the tokenisation credentials, `payments/spreedlyCredentials`, not how cards are typed in).
 */
export const hostedCardFieldsPath = '/vault/v1/hosted-fields';

/** What the page still owns and hands to the frame for the vault: name and billing postal code. */
export type CardBilling = Pick<NewCard, 'fullName' | 'postalCode'>;

/** What the frame tells the page of a tokenised card: never its number or CVV. */
export interface HostedCardToken {
  readonly token: string;
  readonly last4: string;
  readonly cardType: CardType;
  readonly month: number;
  readonly year: number;
}

/** Every message of the protocol carries this prefix, so other frames' messages are told apart. */
const prefix = 'wayfare-hosted-fields:';

export const hostedCardFieldsMessages = {
  tokenize: `${prefix}tokenize`,
  disable: `${prefix}disable`,
  tokenized: `${prefix}tokenized`,
  invalid: `${prefix}invalid`,
  failed: `${prefix}failed`,
} as const;

/** The page to the frame. */
export type HostToFrameMessage =
  | {
      readonly type: typeof hostedCardFieldsMessages.tokenize;
      readonly id: number;
      readonly billing: CardBilling;
    }
  | { readonly type: typeof hostedCardFieldsMessages.disable; readonly disabled: boolean };

const tokenizedSchema = z.object({
  type: z.literal(hostedCardFieldsMessages.tokenized),
  id: z.number(),
  token: z.string(),
  last4: z.string().check(z.regex(/^\d{0,4}$/)),
  cardType: z.enum(cardTypes),
  month: z.number(),
  year: z.number(),
});

/** The frame to the page: the answer to one `tokenize`, by its id. */
export const frameToHostMessageSchema = z.discriminatedUnion('type', [
  tokenizedSchema,
  // The frame shows what is wrong in its own fields and moves focus to the first.
  z.object({ type: z.literal(hostedCardFieldsMessages.invalid), id: z.number() }),
  z.object({
    type: z.literal(hostedCardFieldsMessages.failed),
    id: z.number(),
    message: z.string(),
  }),
]);
export type FrameToHostMessage = z.infer<typeof frameToHostMessageSchema>;
