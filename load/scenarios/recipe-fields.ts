/**
 * The recipe documents the kitchen console sends, as packages/recipe-editor/src/graphql/recipes.ts
 * writes them (harness/documents.ts checks they still match before the bench measures anything).
 * Apollo adds `__typename` to each selection on the wire; that is left out here.
 */
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
    ingredients {
      id
      position
      ingredientsId
      ingredient {
        id
        name
      }
      unitId
      unit {
        id
        name
      }
      quantity
      unitOfMeasure
    }
    order
    createdAt
    updatedAt
  }`;

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

/** Operations without their fragment; `document()` appends it, as gql's interpolation does. */
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
    }
  }`;

export const DELETE_RECIPE_MENU = `mutation DeleteRecipeMenu($id: ID!) {
    DeleteRecipeMenu(id: $id)
  }`;

export const document = (operation: string, fragment: string) => `${operation}\n${fragment}`;

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
