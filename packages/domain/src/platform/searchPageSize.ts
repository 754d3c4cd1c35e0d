/** spec: products §7, §9 "A search-result page size of 10": results load 10 at a time. */
export const searchPageSize = 10;
