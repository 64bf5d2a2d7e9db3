import type { Call } from './client';

const CITIES = ['Amsterdam', 'Rotterdam', 'Utrecht', 'Antwerp', 'Ghent', 'Lyon', 'Bilbao', 'Cologne', 'Porto', 'Bruges'];

/** `count` kitchens created by the super admin, one after the other (kitchens are few). */
export async function createKitchens(superAdmin: Call, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 1; i <= count; i++) {
    const { CreateKitchen } = await superAdmin<{ CreateKitchen: { id: string } }>(
      `mutation Kitchen($input: CreateKitchenInput!) { CreateKitchen(input: $input) { id } }`,
      {
        input: {
          name: `Load kitchen ${i}`,
          description: 'Seeded for the recipe-list scenario',
          city: CITIES[i % CITIES.length],
          country: 'NL',
        },
      },
    );
    ids.push(CreateKitchen.id);
  }
  return ids;
}
