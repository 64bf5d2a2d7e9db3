import type { Catalogues } from '@brigade/ui';
import da from './da.json';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import nl from './nl.json';

/** The auth remote's messages; `npm run i18n` rewrites en.json from the code. */
export const catalogues: Catalogues = { en, nl, es, de, fr, da };
