import { Flex, Tag } from 'antd';
import type { AllergenChoice } from './queries';

/** The colours of the statements: contains in red, may contain in amber, free from in green. */
export const STATEMENT_COLOURS = { CONTAINS: 'red', MAY_CONTAIN: 'gold', FREE: 'green' } as const;

type Props = { allergens: AllergenChoice[]; color?: string };

/** Allergens as tags, one each (contains by default). */
export function AllergenTags({ allergens, color = STATEMENT_COLOURS.CONTAINS }: Props) {
  return (
    <Flex gap={4} wrap>
      {allergens.map((allergen) => (
        <Tag key={allergen.id} color={color}>
          {allergen.name}
        </Tag>
      ))}
    </Flex>
  );
}
