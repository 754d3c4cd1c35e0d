/** The listing page's sections, in order, with their titles (spec: platform §2). */
export const listingSections = [
  { id: 'gallery', title: 'Gallery' },
  { id: 'overview', title: 'Overview' },
  { id: 'about', title: 'About' },
  { id: 'amenities', title: 'Amenities' },
  { id: 'reviews', title: 'Reviews' },
  { id: 'location', title: 'Location' },
  { id: 'house-rules', title: 'House rules' },
] as const;
export type ListingSection = (typeof listingSections)[number];
export type ListingSectionId = ListingSection['id'];

export interface ListingSectionInputs {
  readonly hasDescription: boolean;
  readonly reviewsExperimentOn: boolean;
  readonly reviewCount: number;
}

/**
 * spec: platform §2 "Sections: Gallery, Overview, About (only if a description exists), Amenities,
 * Reviews (only with the reviews experiment and at least one review), Location, House rules."
 */
export function visibleListingSections({
  hasDescription,
  reviewsExperimentOn,
  reviewCount,
}: ListingSectionInputs): ListingSection[] {
  return listingSections.filter((section) => {
    if (section.id === 'about') return hasDescription;
    if (section.id === 'reviews') return reviewsExperimentOn && reviewCount > 0;
    return true;
  });
}
