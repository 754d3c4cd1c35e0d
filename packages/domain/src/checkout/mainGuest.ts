export interface MainGuestRequestParts {
  readonly orderedProductId: string | undefined;
  readonly sessionToken: string | undefined;
  readonly hasGuest: boolean;
}

/** spec: platform §5 "Adding the main guest requires an ordered product id, a session token and a guest." */
export function canAddMainGuest(parts: MainGuestRequestParts): boolean {
  return Boolean(parts.orderedProductId) && Boolean(parts.sessionToken) && parts.hasGuest;
}
