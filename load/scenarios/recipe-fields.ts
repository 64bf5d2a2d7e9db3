/**
 * The recipe documents the kitchen console sends, as packages/recipe-editor/src/graphql/recipes.ts
 * writes them (harness/documents.ts checks they still match before the bench measures anything).
 * Apollo adds `__typename` to each selection on the wire; that is left out here.
 */
export const UNIT_FIELDS = `fragment UnitFields on Unit {
    id
    name
    code
    dimension
    toBase
  }`;

export const ALLERGEN_PROFILE_FIELDS = `fragment AllergenProfileFields on AllergenStatus {
    allergen {
      id
      name
    }
    status
    via
  }`;

export const INGREDIENT_FIELDS = `fragment IngredientFields on Ingredient {
    id
    name
    density
    pieceWeight
    allergenIds
    mayContainAllergenIds
    freeFromAllergenIds
  }`;

export const SUB_RECIPE_FIELDS = `fragment SubRecipeFields on RecipeMenu {
    id
    title
    type
    yieldValue
    yieldUnitOfMeasure
    yieldUnit {
      ...UnitFields
    }
    allergenProfile {
      ...AllergenProfileFields
    }
  }`;

export const RECIPE_MENU_FIELDS = `fragment RecipeMenuFields on RecipeMenu {
    id
    title
    description
    coverPic
    video
    type
    status
    kitchenId
    categoryId
    subCategoryId
    category {
      id
      name
    }
    subCategory {
      id
      name
    }
    isPrivate
    cookIds
    cooks {
      id
      fName
      lName
      displayName
      email
    }
    utensils
    yieldValue
    yieldUnitOfMeasure
    yieldUnitId
    yieldUnit {
      ...UnitFields
    }
    notes
    steps {
      id
      title
      description
      image
      video
    }
    allergenIds
    allergens {
      id
      name
    }
    effectiveAllergens {
      id
      name
    }
    mayContainAllergenIds
    allergenProfile {
      ...AllergenProfileFields
    }
    ingredients {
      id
      position
      ingredientsId
      ingredient {
        ...IngredientFields
      }
      subRecipeId
      subRecipe {
        ...SubRecipeFields
      }
      subRecipeTitle
      unitId
      unit {
        ...UnitFields
      }
      quantity
      unitOfMeasure
      grams
      conversionProblem
    }
    usedIn {
      id
      title
      type
    }
    order
    createdAt
    updatedAt
  }`;

/**
 * RECIPE_MENU_FIELDS with the fragments it spreads, each once: what gql's interpolation puts on the
 * wire (graphql-tag drops a fragment interpolated twice).
 */
export const RECIPE_MENU_FRAGMENTS = [RECIPE_MENU_FIELDS, INGREDIENT_FIELDS, SUB_RECIPE_FIELDS, UNIT_FIELDS, ALLERGEN_PROFILE_FIELDS].join(
  '\n',
);

export const RECIPE_MENU_ROW_FIELDS = `fragment RecipeMenuRowFields on RecipeMenu {
    id
    title
    coverPic
    type
    status
    kitchenId
    isPrivate
    order
    category {
      id
      name
    }
    updatedAt
  }`;

/** Operations without their fragments; `document()` appends them, as gql's interpolation does. */
export const RECIPE_MENUS_OPERATION = `query RecipeMenus($pageNo: Int, $sizePerPage: Int, $filters: RecipeMenuFilters, $sort: RecipeMenuSort) {
    getRecipeMenu(pageNo: $pageNo, sizePerPage: $sizePerPage, filters: $filters, sort: $sort) {
      total
      records {
        ...RecipeMenuRowFields
      }
    }
  }`;

export const RECIPE_MENU_OPERATION = `query RecipeMenu($id: ID!) {
    getRecipeMenuById(id: $id) {
      ...RecipeMenuFields
    }
  }`;

export const CREATE_RECIPE_MENU_OPERATION = `mutation CreateRecipeMenu($input: CreateRecipeMenuInput!) {
    CreateRecipeMenu(input: $input) {
      ...RecipeMenuFields
    }
  }`;

export const UPDATE_RECIPE_MENU_OPERATION = `mutation UpdateRecipeMenu($id: ID!, $input: UpdateRecipeMenuInput!) {
    UpdateRecipeMenu(id: $id, input: $input) {
      ...RecipeMenuFields
      versionNumber
      releasedVersionNumber
    }
  }`;

export const DELETE_RECIPE_MENU = `mutation DeleteRecipeMenu($id: ID!, $force: Boolean) {
    DeleteRecipeMenu(id: $id, force: $force)
  }`;

export const document = (operation: string, fragments: string) => `${operation}\n${fragments}`;

type Named = { name?: unknown } | null | undefined;
const named = (n: Named) => typeof n?.name === 'string' && n.name.length > 0;

/** A full record with every reference resolved: category, sub-category, each line's ingredient and unit, allergens. */
export function resolved(record: unknown): boolean {
  const r = record as {
    category?: Named;
    subCategory?: Named;
    ingredients?: { ingredient?: Named; unit?: Named }[];
    allergens?: Named[];
    effectiveAllergens?: Named[];
  } | null;
  return (
    !!r &&
    named(r.category) &&
    named(r.subCategory) &&
    (r.ingredients ?? []).length > 0 &&
    (r.ingredients ?? []).every((l) => named(l.ingredient) && named(l.unit)) &&
    (r.allergens ?? []).length > 0 &&
    (r.allergens ?? []).every(named) &&
    (r.effectiveAllergens ?? []).every(named)
  );
}
