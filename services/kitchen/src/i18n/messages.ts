import { createInputParser, createTranslator, type Catalogue } from '@brigade/service-kit';

/** Everything the kitchen service says to a person, in the five interface languages. */
const en = {
  required: 'This field is required',
  tooLong: 'Please use at most {max} characters',
  emailInvalid: 'Please enter a valid email',
  urlInvalid: 'Please enter a valid https link or an uploaded file',
  colorInvalid: 'Please choose a colour like #fa8c16',
  countryInvalid: 'Please choose a country from the list',
  postalCodeInvalid: 'Please enter a valid postal code',
  choiceInvalid: 'Please choose one of the offered values',
  statusChange: 'A kitchen that is {from} cannot be set to {to}',
  orderInvalid: 'Every kitchen must appear once in the new order',
  kitchenNotFound: 'Kitchen not found',
};

export type MessageKey = keyof typeof en;

const catalogue: Catalogue<MessageKey> = {
  en,
  nl: {
    required: 'Dit veld is verplicht',
    tooLong: 'Gebruik maximaal {max} tekens',
    emailInvalid: 'Vul een geldig e-mailadres in',
    urlInvalid: 'Vul een geldige https-link of een geüpload bestand in',
    colorInvalid: 'Kies een kleur zoals #fa8c16',
    countryInvalid: 'Kies een land uit de lijst',
    postalCodeInvalid: 'Vul een geldige postcode in',
    choiceInvalid: 'Kies een van de aangeboden waarden',
    statusChange: 'Een keuken met status {from} kan niet op {to} worden gezet',
    orderInvalid: 'Elke keuken moet precies één keer in de nieuwe volgorde staan',
    kitchenNotFound: 'Keuken niet gevonden',
  },
  es: {
    required: 'Este campo es obligatorio',
    tooLong: 'Usa como máximo {max} caracteres',
    emailInvalid: 'Introduce un correo electrónico válido',
    urlInvalid: 'Introduce un enlace https válido o un archivo subido',
    colorInvalid: 'Elige un color como #fa8c16',
    countryInvalid: 'Elige un país de la lista',
    postalCodeInvalid: 'Introduce un código postal válido',
    choiceInvalid: 'Elige uno de los valores ofrecidos',
    statusChange: 'Una cocina en estado {from} no puede pasar a {to}',
    orderInvalid: 'Cada cocina debe aparecer una vez en el nuevo orden',
    kitchenNotFound: 'Cocina no encontrada',
  },
  de: {
    required: 'Dieses Feld ist erforderlich',
    tooLong: 'Bitte höchstens {max} Zeichen verwenden',
    emailInvalid: 'Bitte gib eine gültige E-Mail-Adresse ein',
    urlInvalid: 'Bitte gib einen gültigen https-Link oder eine hochgeladene Datei an',
    colorInvalid: 'Bitte wähle eine Farbe wie #fa8c16',
    countryInvalid: 'Bitte wähle ein Land aus der Liste',
    postalCodeInvalid: 'Bitte gib eine gültige Postleitzahl ein',
    choiceInvalid: 'Bitte wähle einen der angebotenen Werte',
    statusChange: 'Eine Küche mit Status {from} kann nicht auf {to} gesetzt werden',
    orderInvalid: 'Jede Küche muss genau einmal in der neuen Reihenfolge stehen',
    kitchenNotFound: 'Küche nicht gefunden',
  },
  fr: {
    required: 'Ce champ est obligatoire',
    tooLong: 'Utilisez au plus {max} caractères',
    emailInvalid: 'Veuillez saisir un e-mail valide',
    urlInvalid: 'Veuillez saisir un lien https valide ou un fichier téléversé',
    colorInvalid: 'Veuillez choisir une couleur comme #fa8c16',
    countryInvalid: 'Veuillez choisir un pays dans la liste',
    postalCodeInvalid: 'Veuillez saisir un code postal valide',
    choiceInvalid: 'Veuillez choisir l’une des valeurs proposées',
    statusChange: 'Une cuisine au statut {from} ne peut pas passer à {to}',
    orderInvalid: 'Chaque cuisine doit figurer une fois dans le nouvel ordre',
    kitchenNotFound: 'Cuisine introuvable',
  },
};

export const t = createTranslator(catalogue);

export const parseInput = createInputParser(
  t,
  ['required', 'tooLong', 'emailInvalid', 'urlInvalid', 'colorInvalid', 'countryInvalid', 'postalCodeInvalid', 'choiceInvalid'],
  'required',
);
