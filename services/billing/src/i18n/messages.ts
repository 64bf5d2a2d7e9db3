import { createInputParser, createTranslator, type Catalogue, type CommonMessageKey } from '@brigade/service-kit';

/** Everything billing says to a person, in the five interface languages. */
const en = {
  countInvalid: 'Please enter a whole number of 0 or more',
  priceInvalid: 'Please enter a price of 0 or more, with at most 2 decimals',
  percentInvalid: 'Please enter a percentage from 0 to 100',
  planNameTaken: 'A plan with this name and billing cycle already exists',
  planNotFound: 'Plan not found',
  planInUse: '{count} kitchens are subscribed to this plan: deactivate it instead',
  planDeleted: 'The plan was deleted',
};

type OwnKey = keyof typeof en;
export type MessageKey = OwnKey | CommonMessageKey;

const catalogue: Catalogue<OwnKey> = {
  en,
  nl: {
    countInvalid: 'Vul een geheel getal van 0 of meer in',
    priceInvalid: 'Vul een prijs van 0 of meer in, met hoogstens 2 decimalen',
    percentInvalid: 'Vul een percentage van 0 tot 100 in',
    planNameTaken: 'Er bestaat al een abonnement met deze naam en betaalperiode',
    planNotFound: 'Abonnement niet gevonden',
    planInUse: '{count} keukens hebben dit abonnement: zet het liever op inactief',
    planDeleted: 'Het abonnement is verwijderd',
  },
  es: {
    countInvalid: 'Introduce un número entero de 0 o más',
    priceInvalid: 'Introduce un precio de 0 o más, con 2 decimales como máximo',
    percentInvalid: 'Introduce un porcentaje de 0 a 100',
    planNameTaken: 'Ya existe un plan con este nombre y periodo de facturación',
    planNotFound: 'Plan no encontrado',
    planInUse: '{count} cocinas están suscritas a este plan: desactívalo en su lugar',
    planDeleted: 'El plan ha sido eliminado',
  },
  de: {
    countInvalid: 'Bitte gib eine ganze Zahl von 0 oder mehr ein',
    priceInvalid: 'Bitte gib einen Preis von 0 oder mehr mit höchstens 2 Nachkommastellen ein',
    percentInvalid: 'Bitte gib einen Prozentsatz von 0 bis 100 ein',
    planNameTaken: 'Ein Tarif mit diesem Namen und Abrechnungszeitraum existiert bereits',
    planNotFound: 'Tarif nicht gefunden',
    planInUse: '{count} Küchen haben diesen Tarif abonniert: deaktiviere ihn stattdessen',
    planDeleted: 'Der Tarif wurde gelöscht',
  },
  fr: {
    countInvalid: 'Veuillez saisir un nombre entier de 0 ou plus',
    priceInvalid: 'Veuillez saisir un prix de 0 ou plus, avec au plus 2 décimales',
    percentInvalid: 'Veuillez saisir un pourcentage de 0 à 100',
    planNameTaken: 'Une formule avec ce nom et cette période de facturation existe déjà',
    planNotFound: 'Formule introuvable',
    planInUse: '{count} cuisines sont abonnées à cette formule : désactivez-la plutôt',
    planDeleted: 'La formule a été supprimée',
  },
};

export const t = createTranslator(catalogue);

export const parseInput = createInputParser(t, ['countInvalid', 'priceInvalid', 'percentInvalid']);
