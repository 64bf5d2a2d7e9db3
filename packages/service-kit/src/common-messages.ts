import type { Catalogue } from './i18n';
import da from './i18n/lang/da.json';
import de from './i18n/lang/de.json';
import english from './i18n/lang/en.json';
import es from './i18n/lang/es.json';
import fr from './i18n/lang/fr.json';
import nl from './i18n/lang/nl.json';

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
