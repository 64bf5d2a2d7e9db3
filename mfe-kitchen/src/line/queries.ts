import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  LineCardsQuery,
  LineDraftQuery,
  LineDraftQueryVariables,
  LineCardsQueryVariables,
  LineRecipeQuery,
  LineRecipeQueryVariables,
  LineVisibleTotalQuery,
  LineVisibleTotalQueryVariables,
  MarkRecipeReadMutation,
  MarkRecipeReadMutationVariables,
  MyRecipeNoticesQuery,
  MyRecipeNoticesQueryVariables,
} from '../__generated__/graphql';
import { VERSION_DIFF_FIELDS } from '@brigade/recipe-editor';

/*
 * The line's own documents: the editor's RECIPE_MENUS rows carry no allergens and its RECIPE_MENU
 * neither scales nor leaves out what a cook has no business reading (the allowed cooks' e-mails).
 */

export const LINE_CARDS: TypedDocumentNode<LineCardsQuery, LineCardsQueryVariables> = gql`
  query LineCards($pageNo: Int, $sizePerPage: Int, $filters: RecipeMenuFilters, $sort: RecipeMenuSort) {
    getRecipeMenu(pageNo: $pageNo, sizePerPage: $sizePerPage, filters: $filters, sort: $sort) {
      total
      records {
        id
        title
        coverPic
        type
        category {
          id
          name
        }
        effectiveAllergens {
          id
          name
        }
      }
    }
  }
`;

/** How many recipes and dishes, both types, the server lets this cook see (the per-cook allowance applied). */
export const LINE_VISIBLE_TOTAL: TypedDocumentNode<LineVisibleTotalQuery, LineVisibleTotalQueryVariables> = gql`
  query LineVisibleTotal {
    getRecipeMenu(pageNo: 1, sizePerPage: 1) {
      total
    }
  }
`;

/**
 * A recipe as the line shows it, the released version's or (an admin's preview) a draft's:
 * `releaseNotesSinceMyRead` is what the chef told the cooks with the releases since the cook's read.
 */
const LINE_RECIPE_FIELDS = gql`
  fragment LineRecipeFields on RecipeMenu {
    id
    title
    description
    coverPic
    video
    type
    category {
      id
      name
    }
    utensils
    yieldValue
    yieldUnitOfMeasure
    yieldUnit {
      id
      name
      code
    }
    scaledYieldValue
    notes
    steps {
      id
      title
      description
      image
      video
    }
    allergenProfile {
      allergen {
        id
        name
      }
      status
      via
    }
    ingredients {
      id
      position
      ingredientsId
      ingredient {
        id
        name
      }
      subRecipeId
      subRecipeTitle
      subRecipe {
        id
      }
      subRecipeYield
      unit {
        id
        name
        code
      }
      quantity
      scaled {
        quantity
        unit {
          id
          name
          code
        }
      }
      unitOfMeasure
    }
    releasedVersionNumber
    myRead {
      readVersion
      readAt
      openedVersion
      openedAt
    }
    changesSinceMyRead {
      ...VersionDiffFields
    }
    releaseNotesSinceMyRead {
      version
      note
      at
    }
  }
  ${VERSION_DIFF_FIELDS}
`;

export const LINE_RECIPE: TypedDocumentNode<LineRecipeQuery, LineRecipeQueryVariables> = gql`
  query LineRecipe($id: ID!, $scaleToYield: Float) {
    getRecipeMenuById(id: $id, scaleToYield: $scaleToYield) {
      ...LineRecipeFields
    }
  }
  ${LINE_RECIPE_FIELDS}
`;

/**
 * An admin's preview of the waiting draft in the cook's view (issue #45): the draft as a recipe (the
 * service answers it to the kitchen's admins only, null to anyone else), unscaled. It carries the
 * recipe's own ids: read with `fetchPolicy: 'no-cache'`, or it would overwrite the released recipe.
 */
export const LINE_DRAFT: TypedDocumentNode<LineDraftQuery, LineDraftQueryVariables> = gql`
  query LineDraft($id: ID!) {
    getRecipeMenuById(id: $id) {
      id
      type
      releasedVersionNumber
      draft {
        version
        recipe {
          ...LineRecipeFields
        }
      }
    }
  }
  ${LINE_RECIPE_FIELDS}
`;

export const RECIPE_NOTICES: TypedDocumentNode<MyRecipeNoticesQuery, MyRecipeNoticesQueryVariables> = gql`
  query MyRecipeNotices {
    getMyRecipeNotices {
      id
      title
      type
      releasedVersionNumber
      changesSinceMyRead {
        ...VersionDiffFields
      }
      releaseNotesSinceMyRead {
        version
        note
        at
      }
    }
  }
  ${VERSION_DIFF_FIELDS}
`;

/** The cook acknowledges the version on their screen. */
export const MARK_RECIPE_READ: TypedDocumentNode<MarkRecipeReadMutation, MarkRecipeReadMutationVariables> = gql`
  mutation MarkRecipeRead($recipeId: ID!, $version: Int!) {
    MarkRecipeRead(recipeId: $recipeId, version: $version) {
      readVersion
      readAt
      openedVersion
      openedAt
    }
  }
`;

/** One card of the cook's home. */
export type LineCard = LineCardsQuery['getRecipeMenu']['records'][number];

/**
 * A recipe as the line shows it: `allergenProfile` has every active allergen (contains, may contain,
 * not checked naming the lines, or free); `releasedVersionNumber` is the version cooks are shown (what
 * 'Read' acknowledges); `myRead` the calling cook's own reads (null for anyone else, an admin viewing
 * as a cook); `changesSinceMyRead` from the cook's last read version to the released one (null when
 * up to date or never read).
 */
export type LineRecipe = NonNullable<LineRecipeQuery['getRecipeMenuById']>;

/**
 * An ingredient line or a sub-recipe line (`subRecipeId`, `subRecipeTitle`; `subRecipe` null when
 * the cook may not open it). `scaled` only when the page asked to scale: the amount in the unit the
 * service chose (3,125 ml → 3.1 l) and rounded for a cook. `subRecipeYield`: how much of the
 * sub-recipe's yield the line needs, scaled, in its yield unit (what to open the sub-recipe at).
 */
export type LineIngredient = LineRecipe['ingredients'][number];

/** What the chef told the cooks with one release since the cook's read (a reviewed draft's release note, or a live save's change note). */
export type ReleaseNote = LineRecipe['releaseNotesSinceMyRead'][number];

/** A recipe a cook read before that has a newer released version. */
export type RecipeNotice = MyRecipeNoticesQuery['getMyRecipeNotices'][number];
