/**
 * The texts of the listing's photos and map that the spec leaves to us (platform §2 Gallery and
 * Map): every photo is numbered, so a screen reader user knows where they are in the gallery.
 */

/** A photo's alternative text: "Lakeside Cabin, photo 2 of 10". */
export function photoAltText(listingName: string, position: number, count: number): string {
  return `${listingName}, photo ${position} of ${count}`;
}

/** The mobile slider's counter: "2 / 10". */
export function photoCounterText(position: number, count: number): string {
  return `${position} / ${count}`;
}

/** The title of the "See all photos (N)" modal: "Photos of Lakeside Cabin". */
export function photoModalTitle(listingName: string): string {
  return `Photos of ${listingName}`;
}

/**
 * The accessible name of the listing's map (spec: platform §2 "Map with a circle (obfuscated
 * location)"): the map shows an area, never the address.
 */
export function approximateLocationLabel(listingName: string): string {
  return `Approximate location of ${listingName}`;
}
