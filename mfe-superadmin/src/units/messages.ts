import { defineMessages } from 'react-intl';

export const adminUnitMessages = defineMessages({
  title: { id: 'admin.units.title', defaultMessage: 'Units' },
  intro: {
    id: 'admin.units.intro',
    defaultMessage:
      'The units recipes and prices are written in. Each converts to the base of its dimension by its factor; one without a factor converts only to itself. They are set with the platform, so this list is read-only.',
  },
  code: { id: 'admin.units.code', defaultMessage: 'Symbol' },
  dimension: { id: 'admin.units.dimension', defaultMessage: 'Dimension' },
  dimensionName: {
    id: 'admin.units.dimensionName',
    defaultMessage: '{dimension, select, MASS {Weight} VOLUME {Volume} other {Count}}',
  },
  factor: { id: 'admin.units.factor', defaultMessage: 'Factor' },
  factorValue: {
    id: 'admin.units.factorValue',
    defaultMessage: '1 {unit} = {value} {dimension, select, MASS {g} VOLUME {ml} other {pc}}',
  },
  noFactor: { id: 'admin.units.noFactor', defaultMessage: 'Converts only to itself' },
  translations: { id: 'admin.units.translations', defaultMessage: 'Translations' },
  noTranslations: { id: 'admin.units.noTranslations', defaultMessage: 'None' },
});
