/** The home page's product tabs, in the spec's order (platform §2, route /). */
export const productTabs = [
  { id: 'hotels', label: 'Hotels' },
  { id: 'cars', label: 'Cars' },
  { id: 'flights', label: 'Flights' },
  { id: 'premier-collection', label: 'Premier Collection' },
  { id: 'homes', label: 'Homes' },
  { id: 'lifestyle-collection', label: 'Lifestyle Collection' },
  { id: 'packages', label: 'Packages' },
  { id: 'experiences', label: 'Experiences' },
] as const;
export type ProductTab = (typeof productTabs)[number];
export type ProductTabId = ProductTab['id'];
