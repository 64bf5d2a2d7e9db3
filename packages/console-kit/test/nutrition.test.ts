import { fromNutritionValues, nutritionChange, toNutritionValues, type Nutrition } from '../src/ingredients/nutrition';

const butter: Nutrition = {
  energyKj: 3081,
  energyKcal: 737,
  fat: 81.1,
  saturates: 51.4,
  carbohydrate: 0.6,
  sugars: 0.6,
  fibre: 0,
  protein: 0.7,
  salt: 0.02,
};

test('a save sends nutrition only when it changed: the nine values, or null once emptied; never a partial one', () => {
  expect(nutritionChange(toNutritionValues(butter), butter)).toEqual({});
  expect(nutritionChange(toNutritionValues(null), null)).toEqual({});
  // A fixture or an older answer without the field at all reads as not stated.
  expect(nutritionChange(toNutritionValues(undefined), undefined)).toEqual({});
  expect(nutritionChange(toNutritionValues(butter), null)).toEqual({ nutrition: butter });
  expect(nutritionChange({ ...toNutritionValues(butter), 'nutrition.salt': 0.03 }, butter)).toEqual({
    nutrition: { ...butter, salt: 0.03 },
  });
  expect(nutritionChange(toNutritionValues(null), butter)).toEqual({ nutrition: null });
  // Zero is a value (no fibre in butter), not a gap; a missing value is.
  expect(fromNutritionValues({ ...toNutritionValues(butter), 'nutrition.fibre': null })).toBeUndefined();
  expect(nutritionChange({ ...toNutritionValues(butter), 'nutrition.fibre': null }, butter)).toEqual({});
});
