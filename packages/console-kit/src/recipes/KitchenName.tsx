import { useQuery } from '@apollo/client/react';
import { KITCHEN_NAME } from './queries';

/** A kitchen's name by its id (read once per kitchen and cached); the id until it is known. */
export function KitchenName({ id }: { id: string }) {
  const { data } = useQuery(KITCHEN_NAME, { variables: { id } });
  return <>{data?.getKitchenById?.name ?? id}</>;
}
