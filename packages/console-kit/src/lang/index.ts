import type { Catalogues } from '@brigade/ui';
import da from './da.json';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import nl from './nl.json';

/** The shared screens' messages (ids `console.*`); a console merges them into its own catalogues. */
export const consoleKitCatalogues: Catalogues = { en, nl, es, de, fr, da };
