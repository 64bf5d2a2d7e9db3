import { createTranslator, type Catalogue, type CommonMessageKey } from '@brigade/service-kit';
import da from './lang/da.json';
import de from './lang/de.json';
import english from './lang/en.json';
import es from './lang/es.json';
import fr from './lang/fr.json';
import nl from './lang/nl.json';

// A copy, not the import itself: the declarations then spell out the keys instead of importing the JSON.
const en = english;

type OwnKey = keyof typeof en;
export type MessageKey = OwnKey | CommonMessageKey;

/**
 * Everything catalog says to a person (README 'Validation'): one JSON catalogue per interface
 * language (src/i18n/lang/<locale>.json), each with every key of en.json.
 */
export const CATALOGUE: Catalogue<OwnKey> = { en, nl, es, de, fr, da };

export const MESSAGE_KEYS = Object.keys(en) as OwnKey[];

export const t = createTranslator(CATALOGUE);
