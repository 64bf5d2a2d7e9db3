import { entityPaths } from '../common/paths';

export const paths = entityPaths('kitchen-admin');
