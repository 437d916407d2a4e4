/**
 * What the canteen offers other modules (dependencies.test.ts: only this file): the meal plan as a
 * PDF made from the plans of the week, which the file areas serve as the meal plan's document.
 */
export { mealPlanPdf } from './mealPlan';
