import da from '../lang/da.json';
import de from '../lang/de.json';
import en from '../lang/en.json';
import es from '../lang/es.json';
import fr from '../lang/fr.json';
import nl from '../lang/nl.json';
import type { Catalogues } from './locales';

/** The UI kit's own messages ('No Record Found', 'Loading...', the unsaved-changes alert...). */
export const uiCatalogues: Catalogues = { en, nl, es, de, fr, da };
