import { emptyMapping, IMPORT_FIELDS, MAX_COLUMNS, type ColumnMapping, type ImportField } from './fields';

/**
 * A header as compared: lower case, without accents (ø, æ, ß and œ spelled out), punctuation and
 * signs such as '%' as spaces: 'Packungsgröße' → 'packungsgrosse', 'Yield (%)' → 'yield'.
 */
export function normalizeHeader(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/œ/g, 'oe')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

type Names = { strong: string[]; weak?: string[] };

/**
 * What suppliers and Brigade's own export call each column, in the six interface languages (en, nl,
 * es, de, fr, da), normalized. `strong` names say the field; `weak` ones usually do ('Description'
 * is mostly the product's name). The export's headers (the price form's labels in each language)
 * are among them, so an exported list maps itself back; test/price-import.test.ts holds that.
 */
const NAMES: Record<ImportField, Names> = {
  name: {
    strong: [
      // en
      'name',
      'ingredient',
      'ingredient name',
      'product',
      'product name',
      'item',
      'item name',
      'article',
      'article name',
      // nl
      'naam',
      'ingredient',
      'naam ingredient',
      'productnaam',
      'artikel',
      'artikelnaam',
      // es
      'nombre',
      'ingrediente',
      'producto',
      'nombre del producto',
      'articulo',
      // de
      'zutat',
      'produkt',
      'produktname',
      'artikelname',
      'artikelbezeichnung',
      'bezeichnung',
      // fr
      'nom',
      'produit',
      'nom du produit',
      'designation',
      'libelle',
      // da
      'navn',
      'ingrediens',
      'produktnavn',
      'vare',
      'varenavn',
      'varebetegnelse',
      'betegnelse',
    ],
    weak: ['description', 'product description', 'omschrijving', 'artikelomschrijving', 'descripcion', 'beschreibung', 'beskrivelse'],
  },
  supplierCode: {
    strong: [
      'supplier code',
      'code',
      'sku',
      'article number',
      'article no',
      'art no',
      'item number',
      'item no',
      'item code',
      'product code',
      'ref',
      'reference',
      'supplier reference',
      'artikelnummer',
      'artikelnr',
      'art nr',
      'artikelcode',
      'leverancierscode',
      'artikelcode leverancier',
      'codigo',
      'codigo del proveedor',
      'codigo de proveedor',
      'codigo de articulo',
      'referencia',
      'artikel nr',
      'artnr',
      'bestellnummer',
      'artikelnummer des lieferanten',
      'reference fournisseur',
      'code article',
      'code fournisseur',
      'varenummer',
      'varenr',
      'vare nr',
      'leverandorens varenummer',
      'kode',
      'varekode',
    ],
  },
  packDescription: {
    strong: [
      'pack description',
      'packaging',
      'package',
      'packing',
      'pack',
      'verpakking',
      'omschrijving verpakking',
      'verpakkingsomschrijving',
      'envase',
      'descripcion del envase',
      'presentacion',
      'embalaje',
      'verpackung',
      'packungsbeschreibung',
      'gebinde',
      'packung',
      'conditionnement',
      'description du conditionnement',
      'emballage',
      'pakning',
      'beskrivelse af pakning',
    ],
  },
  packSize: {
    strong: [
      'pack size',
      'size',
      'quantity',
      'qty',
      'content',
      'contents',
      'net weight',
      'weight',
      'volume',
      'verpakkingsgrootte',
      'grootte',
      'inhoud',
      'hoeveelheid',
      'aantal',
      'gewicht',
      'tamano',
      'tamano del envase',
      'cantidad',
      'contenido',
      'peso',
      'packungsgrosse',
      'grosse',
      'menge',
      'inhalt',
      'gebindegrosse',
      'taille',
      'taille du conditionnement',
      'quantite',
      'contenance',
      'contenu',
      'poids',
      'pakningsstorrelse',
      'storrelse',
      'maengde',
      'indhold',
      'antal',
      'vaegt',
    ],
  },
  packUnit: {
    strong: [
      'pack unit',
      'unit',
      'uom',
      'unit of measure',
      'eenheid',
      'eenheid verpakking',
      'verpakkingseenheid',
      'unidad',
      'unidad del envase',
      'unidad de medida',
      'einheit',
      'packungseinheit',
      'mengeneinheit',
      'unite',
      'unite du conditionnement',
      'unite de mesure',
      'enhed',
      'pakningsenhed',
    ],
  },
  packPrice: {
    strong: [
      'pack price',
      'price',
      'net price',
      'cost',
      'prijs',
      'prijs verpakking',
      'verpakkingsprijs',
      'nettoprijs',
      'netto prijs',
      'precio',
      'precio del envase',
      'precio neto',
      'coste',
      'costo',
      'preis',
      'packungspreis',
      'nettopreis',
      'einkaufspreis',
      'prix',
      'prix du conditionnement',
      'prix net',
      'tarif',
      'cout',
      'pris',
      'pris for pakning',
      'pakningspris',
      'nettopris',
    ],
    weak: ['unit price', 'stukprijs', 'precio unitario', 'stuckpreis', 'prix unitaire', 'stykpris'],
  },
  pricedOn: {
    strong: [
      'date',
      'priced on',
      'price date',
      'valid from',
      'effective date',
      'datum',
      'prijsdatum',
      'geldig vanaf',
      'ingangsdatum',
      'fecha',
      'fecha del precio',
      'valido desde',
      'preis vom',
      'preisdatum',
      'gultig ab',
      'date du prix',
      'valable a partir du',
      'dato',
      'prisdato',
      'gyldig fra',
    ],
  },
  yieldPercent: {
    strong: [
      'yield',
      'usable yield',
      'yield percent',
      'opbrengst',
      'bruikbare opbrengst',
      'rendement',
      'rendimiento',
      'rendimiento aprovechable',
      'rendimiento util',
      'ausbeute',
      'nutzbare ausbeute',
      'ertrag',
      'rendement utilisable',
      'rendement utile',
      'udbytte',
      'brugbart udbytte',
    ],
  },
  currency: {
    strong: ['currency', 'cur', 'ccy', 'valuta', 'munteenheid', 'moneda', 'divisa', 'wahrung', 'waehrung', 'devise', 'monnaie'],
  },
};

/** How well a header names a field: the whole header (strong 3, weak 2) or a part of it, as whole words (about 1). */
function score(header: string, names: Names): number {
  if (!header) return 0;
  if (names.strong.includes(header)) return 3;
  if (names.weak?.includes(header)) return 2;
  const padded = ` ${header} `;
  const part = (list: string[] = []) =>
    Math.max(0, ...list.filter((name) => name.length >= 4 && padded.includes(` ${name} `)).map((name) => name.length));
  const strong = part(names.strong);
  if (strong) return 1 + strong / 1000;
  return part(names.weak) ? 0.5 : 0;
}

/**
 * The columns a file's headers suggest: every (field, column) pair is scored and the best pairs
 * are taken first, each field and each column once, so 'Pack price' goes to the price even though
 * it also says 'pack'. Columns past the 30th are never offered (the catalog reads no further).
 */
export function guessMapping(headers: string[]): ColumnMapping {
  const normalized = headers.slice(0, MAX_COLUMNS).map(normalizeHeader);
  const pairs: { field: ImportField; column: number; score: number; order: number }[] = [];
  IMPORT_FIELDS.forEach((field, order) =>
    normalized.forEach((header, column) => {
      const value = score(header, NAMES[field]);
      if (value > 0) pairs.push({ field, column, score: value, order });
    }),
  );
  pairs.sort((a, b) => b.score - a.score || a.order - b.order || a.column - b.column);
  const mapping = emptyMapping();
  const taken = new Set<number>();
  for (const pair of pairs) {
    if (mapping[pair.field] !== null || taken.has(pair.column)) continue;
    mapping[pair.field] = pair.column;
    taken.add(pair.column);
  }
  return mapping;
}
