import { createTranslator, type Locale } from '@brigade/service-kit';
import type { VatStatus } from './verify-vat';

/** What verifyVatNumber says to the person about each outcome, in the five interface languages. */
const catalogue: Record<Locale, Record<VatStatus, string>> = {
  en: {
    VALID: 'VAT number is valid',
    INVALID_FORMAT: 'This is not a valid VAT number for the chosen country',
    NOT_FOUND: 'VAT number not found in the EU VIES register',
    UNCONFIRMED: 'The VAT number could not be confirmed right now (the EU VIES service is unreachable); please try again later',
  },
  nl: {
    VALID: 'Het btw-nummer is geldig',
    INVALID_FORMAT: 'Dit is geen geldig btw-nummer voor het gekozen land',
    NOT_FOUND: 'Btw-nummer niet gevonden in het EU-register VIES',
    UNCONFIRMED: 'Het btw-nummer kan nu niet worden bevestigd (de EU-dienst VIES is niet bereikbaar); probeer het later opnieuw',
  },
  es: {
    VALID: 'El número de IVA es válido',
    INVALID_FORMAT: 'Este no es un número de IVA válido para el país elegido',
    NOT_FOUND: 'Número de IVA no encontrado en el registro VIES de la UE',
    UNCONFIRMED:
      'No se ha podido confirmar el número de IVA en este momento (el servicio VIES de la UE no está disponible); inténtalo de nuevo más tarde',
  },
  de: {
    VALID: 'Die USt-IdNr. ist gültig',
    INVALID_FORMAT: 'Dies ist keine gültige USt-IdNr. für das gewählte Land',
    NOT_FOUND: 'USt-IdNr. nicht im EU-Register VIES gefunden',
    UNCONFIRMED:
      'Die USt-IdNr. konnte gerade nicht bestätigt werden (der EU-Dienst VIES ist nicht erreichbar); bitte versuche es später erneut',
  },
  fr: {
    VALID: 'Le numéro de TVA est valide',
    INVALID_FORMAT: 'Ce numéro de TVA n’est pas valide pour le pays choisi',
    NOT_FOUND: 'Numéro de TVA introuvable dans le registre VIES de l’UE',
    UNCONFIRMED:
      'Le numéro de TVA n’a pas pu être confirmé pour le moment (le service VIES de l’UE est injoignable) ; veuillez réessayer plus tard',
  },
};

/** With the shared input messages (required, tooLong, choiceInvalid) for the input checks. */
export const vatT = createTranslator(catalogue);

export const vatMessage = (status: VatStatus, locale: Locale): string => vatT(locale, status);
