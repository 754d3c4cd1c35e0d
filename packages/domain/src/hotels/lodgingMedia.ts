import { z } from 'zod/mini';

/** Kinds of lodging media (spec: products §3 "media types"). */
export const lodgingMediaTypes = ['NonResizableImage', 'ResizableImage', 'Video'] as const;
export type LodgingMediaType = (typeof lodgingMediaTypes)[number];

/** Categories a lodging image is tagged with (spec: products §3). */
export const imageCategories = [
  'Dining',
  'Exterior',
  'PointOfInterest',
  'Pool',
  'View',
  'Fitness',
  'Lobby',
  'Interior',
  'Uncategorized',
  'GuestRoom',
  'Spa',
  'Amenity',
  'Bar',
  'Primary',
  'SportsFacility',
] as const;
export type ImageCategory = (typeof imageCategories)[number];

/** One photo or video of a lodging; the fields beside kind and category are ours. */
export const lodgingMediaSchema = z.object({
  kind: z.enum(lodgingMediaTypes),
  url: z.string(),
  category: z.optional(z.enum(imageCategories)),
  title: z.optional(z.string()),
});
export type LodgingMedia = z.infer<typeof lodgingMediaSchema>;
