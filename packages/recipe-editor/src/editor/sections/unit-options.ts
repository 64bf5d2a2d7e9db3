import { useCallback } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { Unit } from '../../recipes/fragments/recipe-menu';
import type { UnitDimension } from '../../__generated__/graphql';
import { editorMessages } from '../messages';

const DIMENSIONS: [UnitDimension, MessageDescriptor][] = [
  ['MASS', editorMessages.unitMass],
  ['VOLUME', editorMessages.unitVolume],
  ['COUNT', editorMessages.unitCount],
];

/** A select's search over its entries only: typing 'l' must not keep every unit of the 'Volume' group. */
export const entriesOnly = (input: string, option?: { label?: unknown; options?: unknown }) =>
  !option?.options &&
  String(option?.label ?? '')
    .toLowerCase()
    .includes(input.trim().toLowerCase());

export type UnitOptionGroup = { label: string; title: string; options: { value: string; label: string }[] };

/** Units as a select's options, grouped by what they measure (mass, volume, count); empty groups left out. */
export function useUnitOptions(): (units: readonly Unit[]) => UnitOptionGroup[] {
  const intl = useIntl();
  return useCallback(
    (units) =>
      DIMENSIONS.map(([dimension, title]) => ({
        label: intl.formatMessage(title),
        title: intl.formatMessage(title),
        options: units.filter((unit) => unit.dimension === dimension).map((unit) => ({ value: unit.id, label: unit.name })),
      })).filter((group) => group.options.length > 0),
    [intl],
  );
}
