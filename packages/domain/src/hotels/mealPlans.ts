/** Meal plans of a hotel rate (spec: products §3). */
export const mealPlans = [
  'AllInclusive',
  'Breakfast',
  'BreakfastFor1',
  'BreakfastFor2',
  'Dinner',
  'FullBoard',
  'HalfBoard',
  'Lunch',
  'RoomOnly',
] as const;
export type MealPlan = (typeof mealPlans)[number];
