import { createInputParser, createTranslator, type Catalogue, type CommonMessageKey } from '@brigade/service-kit';

/** Everything the kitchen service says to a person, in the five interface languages. */
const en = {
  colorInvalid: 'Please choose a colour like #fa8c16',
  countryInvalid: 'Please choose a country from the list',
  postalCodeInvalid: 'Please enter a valid postal code',
  statusChange: 'A kitchen that is {from} cannot be set to {to}',
  orderInvalid: 'Every kitchen must appear once in the new order',
  kitchenNotFound: 'Kitchen not found',
  kitchenPaused: 'This kitchen is paused; nothing can be changed in it until it is reactivated',
  monthsInvalid: 'Please choose from 1 to 36 months',
};

type OwnKey = keyof typeof en;
export type MessageKey = OwnKey | CommonMessageKey;

const catalogue: Catalogue<OwnKey> = {
  en,
  nl: {
    colorInvalid: 'Kies een kleur zoals #fa8c16',
    countryInvalid: 'Kies een land uit de lijst',
    postalCodeInvalid: 'Vul een geldige postcode in',
    statusChange: 'Een keuken met status {from} kan niet op {to} worden gezet',
    orderInvalid: 'Elke keuken moet precies één keer in de nieuwe volgorde staan',
    kitchenNotFound: 'Keuken niet gevonden',
    kitchenPaused: 'Deze keuken is gepauzeerd; er kan niets in worden gewijzigd tot ze weer actief is',
    monthsInvalid: 'Kies van 1 tot 36 maanden',
  },
  es: {
    colorInvalid: 'Elige un color como #fa8c16',
    countryInvalid: 'Elige un país de la lista',
    postalCodeInvalid: 'Introduce un código postal válido',
    statusChange: 'Una cocina en estado {from} no puede pasar a {to}',
    orderInvalid: 'Cada cocina debe aparecer una vez en el nuevo orden',
    kitchenNotFound: 'Cocina no encontrada',
    kitchenPaused: 'Esta cocina está en pausa; no se puede cambiar nada hasta que se reactive',
    monthsInvalid: 'Elige de 1 a 36 meses',
  },
  de: {
    colorInvalid: 'Bitte wähle eine Farbe wie #fa8c16',
    countryInvalid: 'Bitte wähle ein Land aus der Liste',
    postalCodeInvalid: 'Bitte gib eine gültige Postleitzahl ein',
    statusChange: 'Eine Küche mit Status {from} kann nicht auf {to} gesetzt werden',
    orderInvalid: 'Jede Küche muss genau einmal in der neuen Reihenfolge stehen',
    kitchenNotFound: 'Küche nicht gefunden',
    kitchenPaused: 'Diese Küche ist pausiert; bis zur Reaktivierung kann darin nichts geändert werden',
    monthsInvalid: 'Bitte wähle 1 bis 36 Monate',
  },
  fr: {
    colorInvalid: 'Veuillez choisir une couleur comme #fa8c16',
    countryInvalid: 'Veuillez choisir un pays dans la liste',
    postalCodeInvalid: 'Veuillez saisir un code postal valide',
    statusChange: 'Une cuisine au statut {from} ne peut pas passer à {to}',
    orderInvalid: 'Chaque cuisine doit figurer une fois dans le nouvel ordre',
    kitchenNotFound: 'Cuisine introuvable',
    kitchenPaused: 'Cette cuisine est en pause ; rien ne peut y être modifié avant sa réactivation',
    monthsInvalid: 'Veuillez choisir de 1 à 36 mois',
  },
};

export const t = createTranslator(catalogue);

export const parseInput = createInputParser(t, ['colorInvalid', 'countryInvalid', 'postalCodeInvalid', 'monthsInvalid']);
