import { Flex, Tag } from 'antd';
import type { AllergenChoice } from './queries';

/** The allergens an ingredient contains, one tag each. */
export function AllergenTags({ allergens }: { allergens: AllergenChoice[] }) {
  return (
    <Flex gap={4} wrap>
      {allergens.map((allergen) => (
        <Tag key={allergen.id} color="volcano">
          {allergen.name}
        </Tag>
      ))}
    </Flex>
  );
}
