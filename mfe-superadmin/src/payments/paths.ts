import { entityPaths } from '../common/paths';

export const paths = entityPaths('payments');
