import type { Catalogue } from './translate';
import da from './lang/da.json';
import de from './lang/de.json';
import english from './lang/en.json';
import es from './lang/es.json';
import fr from './lang/fr.json';
import nl from './lang/nl.json';

// A copy, not the import itself: the declarations then spell out its keys instead of importing the
// JSON, so a workspace that uses service-kit need not resolve JSON modules (resolveJsonModule).
const en = english;

/**
 * The messages every service's input rules share (the spec's generic keys: required, max, email,
 * url …), said once in every interface language (src/i18n/lang/<locale>.json). A service's own
 * catalogue adds to these and may override one where its wording must differ.
 */
export type CommonMessageKey = keyof typeof en;

export const COMMON_MESSAGES: Catalogue<CommonMessageKey> = { en, nl, es, de, fr, da };

export const COMMON_MESSAGE_KEYS = Object.keys(en) as CommonMessageKey[];
