import { createInputParser, createTranslator, type Catalogue, type CommonMessageKey } from '@brigade/service-kit';

/** Everything the recipe service says to a person, in the five interface languages; SPEC.md strings verbatim in en. */
const en = {
  titleRequired: 'Please enter title',
  ingredientRequired: 'Please select ingredient',
  quantityPositive: 'Please enter a quantity above 0',
  numberInvalid: 'Please enter a number above 0',
  cookInvalid: 'Please choose cooks of this kitchen',
  orderInvalid: 'Every recipe must appear once in the new order, all of one kitchen',
  recipeLimit: 'Your plan allows {allowed} recipes and the kitchen has {used}',
  dishLimit: 'Your plan allows {allowed} menu items and the kitchen has {used}',
  paymentOverdue: 'Your payment is overdue: recipes are read-only until it is paid',
  yieldMissing: 'This recipe has no yield to scale from',
  recipeNotFound: 'Recipe not found',
  categoryInvalid: 'Please choose a category from the list',
  subCategoryInvalid: 'Please choose a sub-category of the chosen category',
  unitInvalid: 'Please select unit',
};

type OwnKey = keyof typeof en;
export type MessageKey = OwnKey | CommonMessageKey;

const catalogue: Catalogue<OwnKey> = {
  en,
  nl: {
    titleRequired: 'Vul een titel in',
    ingredientRequired: 'Selecteer een ingrediënt',
    quantityPositive: 'Vul een hoeveelheid groter dan 0 in',
    numberInvalid: 'Vul een getal groter dan 0 in',
    cookInvalid: 'Kies koks van deze keuken',
    orderInvalid: 'Elk recept moet precies één keer in de nieuwe volgorde staan, allemaal van één keuken',
    recipeLimit: 'Je abonnement staat {allowed} recepten toe en de keuken heeft er {used}',
    dishLimit: 'Je abonnement staat {allowed} gerechten toe en de keuken heeft er {used}',
    paymentOverdue: 'Je betaling is achterstallig: recepten zijn alleen-lezen tot ze betaald is',
    yieldMissing: 'Dit recept heeft geen opbrengst om mee te schalen',
    recipeNotFound: 'Recept niet gevonden',
    categoryInvalid: 'Kies een categorie uit de lijst',
    subCategoryInvalid: 'Kies een subcategorie van de gekozen categorie',
    unitInvalid: 'Selecteer een eenheid',
  },
  es: {
    titleRequired: 'Introduce un título',
    ingredientRequired: 'Selecciona un ingrediente',
    quantityPositive: 'Introduce una cantidad mayor que 0',
    numberInvalid: 'Introduce un número mayor que 0',
    cookInvalid: 'Elige cocineros de esta cocina',
    orderInvalid: 'Cada receta debe aparecer una vez en el nuevo orden, todas de una misma cocina',
    recipeLimit: 'Tu plan permite {allowed} recetas y la cocina tiene {used}',
    dishLimit: 'Tu plan permite {allowed} platos y la cocina tiene {used}',
    paymentOverdue: 'Tu pago está vencido: las recetas son de solo lectura hasta que se pague',
    yieldMissing: 'Esta receta no tiene rendimiento desde el que escalar',
    recipeNotFound: 'Receta no encontrada',
    categoryInvalid: 'Elige una categoría de la lista',
    subCategoryInvalid: 'Elige una subcategoría de la categoría elegida',
    unitInvalid: 'Selecciona una unidad',
  },
  de: {
    titleRequired: 'Bitte gib einen Titel ein',
    ingredientRequired: 'Bitte wähle eine Zutat',
    quantityPositive: 'Bitte gib eine Menge über 0 ein',
    numberInvalid: 'Bitte gib eine Zahl über 0 ein',
    cookInvalid: 'Bitte wähle Köche dieser Küche',
    orderInvalid: 'Jedes Rezept muss genau einmal in der neuen Reihenfolge stehen, alle aus einer Küche',
    recipeLimit: 'Dein Tarif erlaubt {allowed} Rezepte und die Küche hat {used}',
    dishLimit: 'Dein Tarif erlaubt {allowed} Gerichte und die Küche hat {used}',
    paymentOverdue: 'Deine Zahlung ist überfällig: Rezepte sind bis zur Zahlung schreibgeschützt',
    yieldMissing: 'Dieses Rezept hat keine Ausbeute zum Skalieren',
    recipeNotFound: 'Rezept nicht gefunden',
    categoryInvalid: 'Bitte wähle eine Kategorie aus der Liste',
    subCategoryInvalid: 'Bitte wähle eine Unterkategorie der gewählten Kategorie',
    unitInvalid: 'Bitte wähle eine Einheit',
  },
  fr: {
    titleRequired: 'Veuillez saisir un titre',
    ingredientRequired: 'Veuillez choisir un ingrédient',
    quantityPositive: 'Veuillez saisir une quantité supérieure à 0',
    numberInvalid: 'Veuillez saisir un nombre supérieur à 0',
    cookInvalid: 'Veuillez choisir des cuisiniers de cette cuisine',
    orderInvalid: 'Chaque recette doit figurer une fois dans le nouvel ordre, toutes d’une même cuisine',
    recipeLimit: 'Votre formule permet {allowed} recettes et la cuisine en a {used}',
    dishLimit: 'Votre formule permet {allowed} plats et la cuisine en a {used}',
    paymentOverdue: 'Votre paiement est en retard : les recettes sont en lecture seule jusqu’au paiement',
    yieldMissing: 'Cette recette n’a pas de rendement à partir duquel ajuster',
    recipeNotFound: 'Recette introuvable',
    categoryInvalid: 'Veuillez choisir une catégorie dans la liste',
    subCategoryInvalid: 'Veuillez choisir une sous-catégorie de la catégorie choisie',
    unitInvalid: 'Veuillez choisir une unité',
  },
};

export const t = createTranslator(catalogue);

export const parseInput = createInputParser(t, ['titleRequired', 'ingredientRequired', 'quantityPositive', 'numberInvalid']);
