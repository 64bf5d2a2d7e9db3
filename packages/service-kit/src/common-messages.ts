import type { Locale } from './i18n';

/**
 * The messages every service's input rules share (the spec's generic keys: required, max, email,
 * url …), said once in the five languages. A service's own catalogue adds to these and may
 * override one where its wording must differ.
 */
const en = {
  required: 'This field is required',
  tooLong: 'Please use at most {max} characters',
  emailInvalid: 'Please enter a valid email',
  urlInvalid: 'Please enter a valid https link or an uploaded file',
  choiceInvalid: 'Please choose one of the offered values',
  idInvalid: 'Please choose an entry from the list',
  controlCharacters: 'Please remove invisible control or text-direction characters',
  bodyInvalid: 'The request could not be read: send valid JSON',
  bodyTooLarge: 'The request is too large',
  routeNotFound: 'There is nothing at this address',
  serverError: 'Something went wrong',
  phoneInvalid: 'Please enter a valid phone number with its country code',
  createdThenDeleted: 'What this request created has been deleted since: send it again with a new Idempotency-Key to create it anew',
};

export type CommonMessageKey = keyof typeof en;

export const COMMON_MESSAGES: Record<Locale, Record<CommonMessageKey, string>> = {
  en,
  nl: {
    required: 'Dit veld is verplicht',
    tooLong: 'Gebruik maximaal {max} tekens',
    emailInvalid: 'Vul een geldig e-mailadres in',
    urlInvalid: 'Vul een geldige https-link of een geüpload bestand in',
    choiceInvalid: 'Kies een van de aangeboden waarden',
    idInvalid: 'Kies een item uit de lijst',
    controlCharacters: 'Verwijder onzichtbare stuur- of tekstrichtingstekens',
    bodyInvalid: 'Het verzoek kon niet worden gelezen: stuur geldige JSON',
    bodyTooLarge: 'Het verzoek is te groot',
    routeNotFound: 'Op dit adres staat niets',
    serverError: 'Er ging iets mis',
    phoneInvalid: 'Vul een geldig telefoonnummer met landcode in',
    createdThenDeleted:
      'Wat dit verzoek aanmaakte, is inmiddels verwijderd: stuur het opnieuw met een nieuwe Idempotency-Key om het opnieuw aan te maken',
  },
  es: {
    required: 'Este campo es obligatorio',
    tooLong: 'Usa como máximo {max} caracteres',
    emailInvalid: 'Introduce un correo electrónico válido',
    urlInvalid: 'Introduce un enlace https válido o un archivo subido',
    choiceInvalid: 'Elige uno de los valores ofrecidos',
    idInvalid: 'Elige una entrada de la lista',
    controlCharacters: 'Elimina los caracteres invisibles de control o de dirección del texto',
    bodyInvalid: 'No se pudo leer la solicitud: envía JSON válido',
    bodyTooLarge: 'La solicitud es demasiado grande',
    routeNotFound: 'No hay nada en esta dirección',
    serverError: 'Algo salió mal',
    phoneInvalid: 'Introduce un número de teléfono válido con su prefijo de país',
    createdThenDeleted:
      'Lo que creó esta solicitud se ha eliminado desde entonces: envíala de nuevo con una Idempotency-Key nueva para crearlo otra vez',
  },
  de: {
    required: 'Dieses Feld ist erforderlich',
    tooLong: 'Bitte höchstens {max} Zeichen verwenden',
    emailInvalid: 'Bitte gib eine gültige E-Mail-Adresse ein',
    urlInvalid: 'Bitte gib einen gültigen https-Link oder eine hochgeladene Datei an',
    choiceInvalid: 'Bitte wähle einen der angebotenen Werte',
    idInvalid: 'Bitte wähle einen Eintrag aus der Liste',
    controlCharacters: 'Bitte entferne unsichtbare Steuer- oder Textrichtungszeichen',
    bodyInvalid: 'Die Anfrage konnte nicht gelesen werden: bitte gültiges JSON senden',
    bodyTooLarge: 'Die Anfrage ist zu groß',
    routeNotFound: 'Unter dieser Adresse gibt es nichts',
    serverError: 'Etwas ist schiefgelaufen',
    phoneInvalid: 'Bitte gib eine gültige Telefonnummer mit Ländervorwahl ein',
    createdThenDeleted:
      'Was diese Anfrage angelegt hat, wurde inzwischen gelöscht: sende sie mit einem neuen Idempotency-Key, um es neu anzulegen',
  },
  fr: {
    required: 'Ce champ est obligatoire',
    tooLong: 'Utilisez au plus {max} caractères',
    emailInvalid: 'Veuillez saisir un e-mail valide',
    urlInvalid: 'Veuillez saisir un lien https valide ou un fichier téléversé',
    choiceInvalid: 'Veuillez choisir l’une des valeurs proposées',
    idInvalid: 'Veuillez choisir une entrée de la liste',
    controlCharacters: 'Veuillez retirer les caractères invisibles de contrôle ou de direction du texte',
    bodyInvalid: 'La requête est illisible : envoyez du JSON valide',
    bodyTooLarge: 'La requête est trop volumineuse',
    routeNotFound: 'Il n’y a rien à cette adresse',
    serverError: 'Une erreur s’est produite',
    phoneInvalid: 'Veuillez saisir un numéro de téléphone valide avec son indicatif pays',
    createdThenDeleted: 'Ce que cette requête a créé a été supprimé depuis : renvoyez-la avec une nouvelle Idempotency-Key pour le recréer',
  },
};

export const COMMON_MESSAGE_KEYS = Object.keys(en) as CommonMessageKey[];
